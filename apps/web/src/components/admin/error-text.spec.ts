import { z } from 'zod';
import { ApiRequestError, createApiClient, SERVER_UNREACHABLE_TEXT } from '../../lib/api-client';
import { errorText } from './ui';

const ENGLISH = /\b(failed|fetch|error|invalid|expected|received|network|internal|server error)\b/i;

describe('errorText: what staff read when a call fails, always German', () => {
  it('a 5xx: the screen’s failure with the reason, not the server’s words', () => {
    expect(errorText(new ApiRequestError(500, 'Internal Server Error'), 'Speichern fehlgeschlagen')).toBe(
      'Speichern fehlgeschlagen: Der Server hat einen Fehler gemeldet. Bitte versuchen Sie es erneut.',
    );
    expect(errorText(new ApiRequestError(502, 'HTTP 502'), 'Fehler beim Speichern')).not.toMatch(ENGLISH);
  });

  it('a 4xx: the api’s own German message; one without a message names its status', () => {
    expect(errorText(new ApiRequestError(400, 'Firma und Titel sind Pflichtfelder'), 'Fehler beim Speichern')).toBe(
      'Firma und Titel sind Pflichtfelder',
    );
    expect(errorText(new ApiRequestError(413, 'HTTP 413'), 'Fehler beim Speichern')).toBe(
      'Fehler beim Speichern: Die Anfrage wurde abgelehnt (HTTP 413).',
    );
    expect(errorText(new ApiRequestError(404, 'Not Found'), 'Fehler beim Löschen')).toMatch(
      /^Fehler beim Löschen: Der Eintrag wurde nicht gefunden/,
    );
  });

  it('no server reached, an unreadable answer, a fault in the page: German, never the browser’s English', async () => {
    const offline = createApiClient({
      onUnauthorized: () => undefined,
      fetchImpl: (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
    });
    const failure = await offline.request('/api/x', z.unknown()).catch((error: unknown) => error);
    expect(errorText(failure, 'Fehler beim Speichern')).toBe(`Fehler beim Speichern: ${SERVER_UNREACHABLE_TEXT}`);

    const odd = createApiClient({
      onUnauthorized: () => undefined,
      fetchImpl: (async () => ({ ok: true, status: 200, json: async () => ({ n: 'x' }) })) as unknown as typeof fetch,
    });
    const unread = await odd.request('/api/x', z.object({ n: z.number() })).catch((error: unknown) => error);
    expect(errorText(unread, 'Fehler beim Laden')).toMatch(
      /^Fehler beim Laden: Die Antwort des Servers war unerwartet/,
    );

    expect(
      errorText(new TypeError("Cannot read properties of undefined (reading 'x')"), 'Fehler beim Speichern'),
    ).not.toMatch(ENGLISH);
  });
});
