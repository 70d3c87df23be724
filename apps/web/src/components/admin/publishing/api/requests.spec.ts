import type { ApiClient } from '../../../../lib/api-client';
import { cancelPlan } from './cancel-plan';
import { createPreviewLink } from './create-preview-link';
import { revokePreviewLink } from './revoke-preview-link';
import { saveDocument } from './save-document';
import { schedulePublication } from './schedule-publication';

/** An api client that answers nothing and keeps what each call sent. */
function recordingClient() {
  const sent: { path: string; method: string; body: unknown; headers: unknown }[] = [];
  const client: ApiClient = {
    request: async (path, _schema, init = {}) => {
      sent.push({
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: init.headers,
      });
      return {} as never;
    },
  };
  return { client, sent };
}

describe('publishing requests', () => {
  it('plans a publication with its action and Berlin wall time', async () => {
    const { client, sent } = recordingClient();
    await schedulePublication(client, '/api/admin/faqs', { action: 'publish', at: '2099-01-01T00:00' });
    expect(sent).toEqual([
      {
        path: '/api/admin/faqs/schedule',
        method: 'POST',
        body: { action: 'publish', at: '2099-01-01T00:00' },
        headers: undefined,
      },
    ]);
  });

  it('creates, revokes preview links and cancels plans under the resource', async () => {
    const { client, sent } = recordingClient();
    await createPreviewLink(client, '/api/admin/testimonials/t1');
    await revokePreviewLink(client, '/api/admin/testimonials/t1', 'p1');
    await cancelPlan(client, '/api/admin/faqs', 'plan-1');
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/admin/testimonials/t1/preview', body: {} },
      { method: 'DELETE', path: '/api/admin/testimonials/t1/previews/p1', body: undefined },
      { method: 'DELETE', path: '/api/admin/faqs/plans/plan-1', body: undefined },
    ]);
  });

  it('saves a draft with PUT and publishes with POST, both based on the version they were loaded at', async () => {
    const { client, sent } = recordingClient();
    await saveDocument(client, '/api/admin/faqs', [{ id: 'c1' }], 'draft', 3);
    await saveDocument(client, '/api/admin/faqs', [{ id: 'c1' }], 'publish', 0);
    expect(sent).toEqual([
      { path: '/api/admin/faqs/draft', method: 'PUT', body: [{ id: 'c1' }], headers: { 'If-Match': '"3"' } },
      { path: '/api/admin/faqs/publish', method: 'POST', body: [{ id: 'c1' }], headers: { 'If-Match': '"0"' } },
    ]);
  });
});
