import { type ArgumentsHost, Logger, NotFoundException } from '@nestjs/common';
import { ConcurrencyError, RuleViolation } from '@agency/event-store';
import { ApiExceptionFilter } from './api-exception.filter';

/** What the filter answers for an exception, through a response that records it. */
function answer(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    status(code: number) {
      sent.status = code;
      return { json: (body: unknown) => (sent.body = body) };
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter', () => {
  it('answers a refused command by the kind of rule it breaks, with the rule’s message', () => {
    expect(answer(new RuleViolation('not_found', 'Notiz nicht gefunden'))).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Notiz nicht gefunden' },
    });
    expect(answer(new RuleViolation('conflict', 'Benutzer existiert bereits'))).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'Benutzer existiert bereits' },
    });
    expect(answer(new RuleViolation('forbidden', 'Nur Administratoren'))).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'Nur Administratoren' },
    });
    expect(answer(new RuleViolation('invalid', 'Nur Aufgaben haben einen Status'))).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Nur Aufgaben haben einen Status' },
    });
  });

  it('keeps the stale-write answer, HTTP exceptions as thrown, and hides anything else behind a 500', () => {
    expect(answer(new ConcurrencyError('faqs', 1, 2)).status).toBe(409);
    expect(answer(new NotFoundException({ message: 'Weg', details: [{ field: 'id', message: 'Unbekannt' }] }))).toEqual(
      {
        status: 404,
        body: { statusCode: 404, message: 'Weg', details: [{ field: 'id', message: 'Unbekannt' }] },
      },
    );
    // The 500 is logged with its stack; that is not this test's output.
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(answer(new Error('secret detail'))).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'Interner Serverfehler' },
    });
  });
});
