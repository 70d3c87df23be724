import { createLogger, type Logger as PinoLogger } from '@agency/observability';
import type { ApiConfig } from './config/api-config';

/** The api's JSON log lines (pino); `enabled: false` keeps them silent (tests). */
export function createApiLogger(config: Pick<ApiConfig, 'LOG_LEVEL'>, enabled = true): PinoLogger {
  return createLogger({ service: 'api', level: config.LOG_LEVEL, enabled });
}
