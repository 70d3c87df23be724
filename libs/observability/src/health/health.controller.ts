import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthRegistry, type CheckStatus } from './health.registry';

export interface ReadyAnswer {
  /** degraded: ready, but a non-critical store is down (named in checks). */
  status: 'ok' | 'degraded';
  checks: Record<string, CheckStatus>;
}

/** Readiness as an answer: 200 with every check, or 503 in the one JSON error shape naming what is down. */
export async function readinessAnswer(registry: HealthRegistry): Promise<ReadyAnswer> {
  const readiness = await registry.readiness();
  if (!readiness.ready) {
    const details = Object.entries(readiness.checks).map(([field, message]) => ({ field, message }));
    if (readiness.draining) details.push({ field: 'process', message: 'draining' as CheckStatus });
    throw new ServiceUnavailableException({ statusCode: 503, message: 'Nicht bereit', details });
  }
  return { status: readiness.degraded ? 'degraded' : 'ok', checks: readiness.checks };
}

/**
 * GET /health: liveness (the process answers; a probe failing here means restart it). GET /health/ready:
 * readiness (its stores answer and it is not shutting down; failing means send it no traffic).
 */
@Controller('health')
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  @Get()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  ready(): Promise<ReadyAnswer> {
    return readinessAnswer(this.registry);
  }
}
