import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiError } from '@agency/contracts';
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
