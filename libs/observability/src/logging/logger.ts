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

/**
 * Fields that hold a person's data or a credential (an offer request's fields, a client's address, a request
 * body), at the top and one level down; pino's paths take no deeper wildcards.
 */
const PERSONAL_FIELDS = ['email', 'phone', 'address', 'zip', 'town', 'ip', 'remoteAddress', 'body'];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forwarded-for"]',
  'req.headers["x-real-ip"]',
  '*.password',
  'password',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Not a service's address in a URL (redis://127.0.0.1:6379): a visitor's address never comes as one.
const IPV4 = /(?<!\/\/)\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
// IPv6 in any form: a run of hex digits and at least two colons, not inside a word (Foo::bar stays).
const IPV6 = /(?<![\w:.])[0-9a-fA-F:]*:[0-9a-fA-F:]*:[0-9a-fA-F:]*(?![\w:])/g;

/** E-mail and IP addresses in free text replaced by a mark; the rest of the text stays readable. */
export function maskPersonalData(text: string): string {
  if (!text.includes('@') && !/\d\.\d|:[0-9a-fA-F]/.test(text)) return text;
  return text
    .replace(EMAIL, '[e-mail]')
    .replace(IPV4, '[ip]')
    .replace(IPV6, (match) =>
      // A clock time (08:15:30) is no address.
      /^\d{1,2}:\d{2}(?::\d{2})?$/.test(match) ? match : '[ip]',
    );
}

/**
 * A request's address as logged: the path and the names of its query parameters, not their values (a link
 * in a mail or an advert can carry an e-mail address or a token there).
 */
export function urlForLog(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  if (query === -1) return url;
  const names = url
    .slice(query + 1)
    .split('&')
    .map((pair) => pair.split('=')[0])
    .filter(Boolean);
  return `${url.slice(0, query)}${names.length ? `?${names.map((name) => `${name.slice(0, 40)}=…`).join('&')}` : ''}`;
}

/** One JSON line per entry on stdout: what container runtimes and log shippers expect. */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.enabled === false ? 'silent' : PINO_LEVEL[options.level],
      base: { service: options.service, ...options.base },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names instead of numbers: readable with grep and in any log viewer.
      formatters: {
        level: (label) => ({ level: label }),
        // A stack, a driver's error text or details passed along: the same masking as the message.
        log: (object) => {
          for (const [key, value] of Object.entries(object)) {
            if (typeof value === 'string') object[key] = maskPersonalData(value);
          }
          return object;
        },
      },
      serializers: {
        err: (error: Error) => {
          const serialized = pino.stdSerializers.err(error);
          serialized.message = maskPersonalData(serialized.message);
          serialized.stack = maskPersonalData(serialized.stack);
          return serialized;
        },
      },
      // Never a token, a cookie, a password or a person's data in a log line, whatever a caller passes.
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // Free text (messages, error texts of SMTP or MySQL drivers) may quote an address: masked too.
      hooks: {
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) {
            if (typeof args[i] === 'string') args[i] = maskPersonalData(args[i] as string);
          }
          method.apply(this, args as Parameters<typeof method>);
        },
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
