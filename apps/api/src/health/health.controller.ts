import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { REDIS } from '../infrastructure/persistence/persistence.module';

type Check = 'ok' | 'down';

/** Liveness (the process answers) and readiness (its stores answer), for compose and Kubernetes probes. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CLICKHOUSE_CLIENT) private readonly clickhouse: ClickHouseClient,
  ) {}

  @Get()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @HttpCode(200)
  async ready(): Promise<{ status: 'ok'; checks: Record<string, Check> }> {
    const checks = {
      postgres: await probe(() => this.dataSource.query('SELECT 1')),
      redis: await probe(() => this.redis.ping()),
      clickhouse: await probe(async () => {
        const result = await this.clickhouse.ping();
        if (!result.success) throw new Error('ping failed');
      }),
    };
    if (Object.values(checks).some((check) => check === 'down')) {
      throw new ServiceUnavailableException({ message: 'Nicht bereit', details: Object.entries(checks).map(([field, message]) => ({ field, message })) });
    }
    return { status: 'ok', checks };
  }
}

async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
