import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import type { LogLevel } from '../observability.config';

export type { Logger };

const PINO_LEVEL: Record<LogLevel, Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

export interface LoggerOptions {
  /** Which deployable writes the line (`api`, `ingest`); a field of every line. */
  service: string;
  level: LogLevel;
  /** false: a silent logger (tests). */
  enabled?: boolean;
  /** Where lines go; stdout by default. */
  destination?: DestinationStream;
  /** Extra fields of every line (the ingest role). */
  base?: Record<string, unknown>;
}

/** One JSON line per entry on stdout: what container runtimes and log shippers expect. */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.enabled === false ? 'silent' : PINO_LEVEL[options.level],
      base: { service: options.service, ...options.base },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names instead of numbers: readable with grep and in any log viewer.
      formatters: { level: (label) => ({ level: label }) },
      // Never a token, a cookie or a password in a log line, whatever a caller passes.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', 'password'],
        censor: '[redacted]',
      },
    },
    options.destination,
  );
}

/** The logger bound to the request being handled (carries its request id), when there is one. */
export const requestLogger = new AsyncLocalStorage<Logger>();

/**
 * Nest's LoggerService on pino: `new Logger('Context').log(...)` anywhere in the app becomes a JSON line with
 * `context`, and inside a request also the request id.
 */
const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

export class PinoNestLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    // Nest's start-up chatter (a line per module and per route, 200+ in the api) is debug detail.
    const context = rest[rest.length - 1];
    this.write(typeof context === 'string' && STARTUP_CONTEXTS.has(context) ? 'debug' : 'info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest, true);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest, true);
  }

  private write(level: Level, message: unknown, rest: unknown[], withStack = false): void {
    const logger = requestLogger.getStore() ?? this.root;
    if (!logger.isLevelEnabled(level)) return;
    // Nest passes the context last; error() passes a stack before it.
    const args = [...rest];
    const context = args.length && typeof args[args.length - 1] === 'string' ? (args.pop() as string) : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) {
      fields['err'] = message;
      logger[level](fields, message.message);
      return;
    }
    if (withStack && typeof args[0] === 'string' && args[0].includes('\n    at ')) fields['stack'] = args.shift();
    if (args.length) fields['details'] = args;
    if (typeof message === 'object' && message !== null) logger[level]({ ...fields, ...(message as object) });
    else logger[level](fields, String(message));
  }
}
