import { Controller, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { HealthController, HealthRegistry } from '@agency/observability';
import { REDIS } from '../infrastructure/persistence/persistence.module';

/** The api's stores as readiness checks, answered at /health/ready (ObservabilityModule, what the probes use). */
@Injectable()
export class ApiHealthChecks implements OnModuleInit {
  constructor(
    private readonly registry: HealthRegistry,
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CLICKHOUSE_CLIENT) private readonly clickhouse: ClickHouseClient,
  ) {}

  // Only Postgres is critical: every page and admin call reads it. Without Redis login throttling falls back
  // to memory and the outbox waits; without ClickHouse only statistics fail. Those are reported as
  // `degraded` and must not take every api pod out of the load balancer.
  onModuleInit(): void {
    this.registry.register('postgres', () => this.dataSource.query('SELECT 1'));
    this.registry.register('redis', () => this.redis.ping(), { critical: false });
    this.registry.register(
      'clickhouse',
      async () => {
        const result = await this.clickhouse.ping();
        if (!result.success) throw new Error('ping failed');
      },
      { critical: false },
    );
  }
}

/** The same liveness and readiness answers, as before, at /api/health and /api/health/ready (public proxy). */
@Controller('api/health')
export class ApiHealthController extends HealthController {}
