import { OFFER_REQUEST_PLACEHOLDERS, WEEKLY_REPORT_PLACEHOLDERS } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { EventStore } from '@agency/event-store';
import {
  offerRequestBody,
  type RecordingSmtp,
  sendMailThrough,
  startRecordingSmtp,
} from '../../testing/recording-smtp';
import { startTestApi, type TestApi } from '../../testing/test-app';

/*
 * A template names its placeholders as {{key}}; its sender fills the keys of the contract's list for that
 * template. Any other name is refused on every write, and a stored template holding one (written before the
 * rule) still renders: the unknown name stays empty.
 */

let api: TestApi;
let token: string;
let smtp: RecordingSmtp;
const auth = () => ({ Authorization: `Bearer ${token}` });
const CONFIRMATION = 'offer_request_confirmation';
const allowedList = (placeholders: readonly { key: string }[]) => placeholders.map((p) => `{{${p.key}}}`).join(', ');

beforeAll(async () => {
  smtp = await startRecordingSmtp();
  // The test's mail server runs on this machine.
  api = await startTestApi({ OFFER_REQUEST_MIN_FILL_MS: '0', OUTBOUND_ALLOW_LOOPBACK: 'true' });
  token = await api.login();
}, 60_000);

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const template = async (id: string) =>
  (await api.http.get('/api/admin/email-templates').set(auth()).expect(200)).body.templates.find(
    (t: { id: string }) => t.id === id,
  );

/** Writes a version straight into the log, as an installation from before the rule may hold one. */
async function storeUnchecked(id: string, changes: Record<string, unknown>): Promise<number> {
  const { id: _id, version, updated_at: _at, updated_by: _by, ...document } = await template(id);
  const store = api.app.get(EventStore);
  await store.appendToStream(
    `email-template-${id}`,
    [{ type: 'EmailTemplateSaved', data: { document: { ...document, ...changes } } }],
    { expectedVersion: version },
  );
  return version + 1;
}

describe('saving an e-mail template', () => {
  it('refuses an unknown placeholder with 400 naming it and the allowed ones, and stores nothing', async () => {
    const before = await template(CONFIRMATION);
    const response = await api.http
      .put(`/api/admin/email-templates/${CONFIRMATION}`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/email-templates/${CONFIRMATION}`))
      .send({ html_template: '<p>Hallo {{name}}, {{constructor}}</p>' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: `Unbekannter Platzhalter {{constructor}}. Erlaubt sind: ${allowedList(OFFER_REQUEST_PLACEHOLDERS)}`,
      details: [{ field: 'html_template', message: expect.stringContaining('{{constructor}}') }],
    });

    const subject = await api.http
      .put(`/api/admin/email-templates/${CONFIRMATION}`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/email-templates/${CONFIRMATION}`))
      .send({ subject: 'Ihre Anfrage {{ __proto__ }} {{toString}}' });
    expect(subject.status).toBe(400);
    expect(subject.body.message).toMatch(
      /^Unbekannte Platzhalter \{\{__proto__\}\}, \{\{toString\}\}\. Erlaubt sind: /,
    );
    expect(subject.body.details).toEqual([{ field: 'subject', message: subject.body.message }]);

    // Each template has its own list: the weekly report knows no {{name}}.
    const report = await api.http
      .put('/api/admin/email-templates/weekly_report')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/email-templates/weekly_report'))
      .send({ subject: 'Bericht für {{name}}' });
    expect(report.status).toBe(400);
    expect(report.body.message).toBe(
      `Unbekannter Platzhalter {{name}}. Erlaubt sind: ${allowedList(WEEKLY_REPORT_PLACEHOLDERS)}`,
    );
    expect(await template(CONFIRMATION)).toEqual(before);
  });

  it('takes the placeholder list from the template, not from the body', async () => {
    const saved = await api.http
      .put(`/api/admin/email-templates/${CONFIRMATION}`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/email-templates/${CONFIRMATION}`))
      .send({ subject: 'Danke, {{ name }}', placeholders: [{ key: 'constructor', description: 'untergeschoben' }] })
      .expect(200);
    expect(saved.body.template.placeholders.map((p: { key: string }) => p.key)).toEqual(
      OFFER_REQUEST_PLACEHOLDERS.map((p) => p.key),
    );
    const refused = await api.http
      .put(`/api/admin/email-templates/${CONFIRMATION}`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/email-templates/${CONFIRMATION}`))
      .send({ subject: '{{constructor}}', placeholders: [{ key: 'constructor', description: 'untergeschoben' }] });
    expect(refused.status).toBe(400);
  });

  it('does not restore an earlier version with an unknown placeholder', async () => {
    const bad = await storeUnchecked(CONFIRMATION, { subject: 'Alt {{constructor}}' });
    await api.http
      .put(`/api/admin/email-templates/${CONFIRMATION}`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/email-templates/${CONFIRMATION}`))
      .send({ subject: 'Vielen Dank, {{name}}' })
      .expect(200);
    const restore = await api.http
      .post(`/api/admin/email-templates/${CONFIRMATION}/restore`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/email-templates/${CONFIRMATION}/restore`))
      .send({ version: bad });
    expect(restore.status).toBe(400);
    expect(restore.body.message).toMatch(/^Unbekannter Platzhalter \{\{constructor\}\}\. Erlaubt sind: \{\{name\}\}/);
    expect(restore.body.details).toEqual([{ field: 'subject', message: restore.body.message }]);
    expect((await template(CONFIRMATION)).subject).toBe('Vielen Dank, {{name}}');
  });
});

describe('a stored template with an unknown placeholder', () => {
  it('still sends its mail, the unknown placeholder left empty', async () => {
    await storeUnchecked(CONFIRMATION, {
      subject: 'Danke {{constructor}}{{name}}',
      html_template: '<p>Hallo {{name}}{{constructor}}{{__proto__}}!</p>',
    });
    await sendMailThrough(api, token, smtp);
    const email = `vorlage.${Date.now()}@example.de`;
    await api.http
      .post('/api/offer-request')
      .send({ ...offerRequestBody(email, 'Bitte um ein Angebot.'), form_token: api.formToken() })
      .expect(201);
    const confirmation = await eventually('the confirmation at the SMTP server', async () =>
      smtp.mails.find((mail) => mail.rcptTo.includes(email)),
    );
    expect(confirmation.raw).toMatch(/Subject: Danke Eva Nord/);
    expect(confirmation.raw).toContain('Hallo Eva Nord!');
    expect(confirmation.raw).not.toContain('function');
  });
});
