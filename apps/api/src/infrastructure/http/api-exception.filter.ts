import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { type ApiError, jsonSyntaxMessage } from '@agency/contracts';
import { ConcurrencyError, RuleViolation, type RuleViolationKind } from '@agency/event-store';

const RULE_VIOLATION_STATUS: Record<RuleViolationKind, number> = {
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  forbidden: HttpStatus.FORBIDDEN,
  invalid: HttpStatus.BAD_REQUEST,
};

/** Every error leaves the api in one shape: { statusCode, message, details? }. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host
      .switchToHttp()
      .getResponse<{ status(code: number): { json(body: unknown): void }; headersSent?: boolean }>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof ConcurrencyError) {
      return {
        statusCode: HttpStatus.CONFLICT,
        message:
          'Dieser Eintrag wurde inzwischen von jemand anderem geändert. Bitte laden Sie ihn neu und wiederholen Sie Ihre Änderung.',
      };
    }
    if (exception instanceof RuleViolation) {
      return { statusCode: RULE_VIOLATION_STATUS[exception.kind], message: exception.message };
    }
    if (exception instanceof HttpException) {
      const unread = requestNotRead(exception);
      if (unread) return unread;
      const status = exception.getStatus();
      const res = exception.getResponse();
      if (typeof res === 'object' && res !== null) {
        const { message, details } = res as { message?: unknown; details?: ApiError['details'] };
        return {
          statusCode: status,
          message: Array.isArray(message) ? message.join(', ') : String(message ?? exception.message),
          ...(details ? { details } : {}),
        };
      }
      return { statusCode: status, message: String(res) };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Interner Serverfehler' };
  }
}

/** What body-parser and Express say in English about a request they could not read (the HttpException's cause). */
interface UnreadRequest {
  type?: unknown;
  body?: unknown;
  statusCode?: unknown;
}

/**
 * A request the parser could not read, in German: a JSON syntax error names line and column, not the
 * parser's English; a too large body, an unknown charset or encoding and a broken address say so.
 */
function requestNotRead(exception: HttpException): ApiError | undefined {
  const cause = exception.cause as (UnreadRequest & Error) | undefined;
  if (!cause || typeof cause !== 'object') return undefined;
  const status = exception.getStatus();
  if (cause.type === 'entity.parse.failed')
    return { statusCode: status, message: jsonSyntaxMessage(typeof cause.body === 'string' ? cause.body : '', cause) };
  if (cause.type === 'entity.too.large') return { statusCode: status, message: 'Die Anfrage ist zu groß.' };
  if (cause instanceof URIError)
    return { statusCode: status, message: 'Ungültige Adresse: Die Prozent-Kodierung ist fehlerhaft.' };
  if (typeof cause.type === 'string' && /^(charset|encoding|request|entity|parameters)\./.test(cause.type))
    return { statusCode: status, message: 'Die Anfrage konnte nicht gelesen werden.' };
  return undefined;
}
