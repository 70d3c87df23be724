import { z } from 'zod';

export const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const ms = (max: number) => z.coerce.number().int().min(0).max(max);

/** Logging and shutdown settings every server app reads (composed into each app's env schema). */
export const observabilityEnvSchema = z.object({
  /** Nest's level names; `log` is pino's `info`, `verbose` its `trace`. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('log'),
  /**
   * After SIGTERM, readiness answers 503 this long before the HTTP server stops accepting, so a load
   * balancer (Kubernetes endpoints, the proxy) stops sending new requests first. 0 outside a cluster.
   */
  SHUTDOWN_DRAIN_DELAY_MS: ms(60_000).default(0),
  /** Requests still running this long after the server stopped accepting are cut off. */
  SHUTDOWN_TIMEOUT_MS: ms(600_000).default(20_000),
  /**
   * A second port for operators: /metrics and /api/docs answer there (on HOST), and in production only
   * there; unset in production, they do not answer at all. Not published by the proxy or the ingress.
   */
  INTERNAL_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
});

export type ObservabilityConfig = z.output<typeof observabilityEnvSchema>;
