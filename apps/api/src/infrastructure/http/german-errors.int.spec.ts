import { startTestApi, type TestApi } from '../../testing/test-app';

/** English words that zod's, body-parser's or V8's own messages use, and none of the api's German ones. */
const ENGLISH =
  /\b(invalid|expected|received|input|unexpected|token|position|property|string|number|object|array|undefined|too (big|small)|entity|parse|failed)\b/i;

let api: TestApi;
let auth: { Authorization: string };

beforeAll(async () => {
  api = await startTestApi();
  auth = { Authorization: `Bearer ${await api.login()}` };
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('the api answers staff in German', () => {
  it('a body that is no JSON: 400 naming line and column, without the parser’s English', async () => {
    const answer = await api.http
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send('{\n  username: "chefin"\n}');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      message: 'Ungültiges JSON in Zeile 2, Spalte 3: Hier wird ein Feldname in doppelten Anführungszeichen erwartet.',
    });
  });

  it('a body cut short and a body too large: German 400 and 413', async () => {
    const cut = await api.http.post('/api/admin/login').set('Content-Type', 'application/json').send('{"username": "a');
    expect(cut.status).toBe(400);
    expect(cut.body.message).toMatch(/^Ungültiges JSON/);
    expect(cut.body.message).not.toMatch(ENGLISH);
    const large = await api.http
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }));
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ statusCode: 413, message: 'Die Anfrage ist zu groß.' });
  });

  it('every kind of wrong field in a body: German messages, each on its field', async () => {
    // Wrong types, a missing field, a list where a text belongs, an unknown symbol (invalid_value).
    const faqs = await api.http
      .put('/api/admin/faqs/draft')
      .set(auth)
      .set('If-Match', await api.basedOn(auth.Authorization.slice(7), '/api/admin/faqs'))
      .send([{ title: 5, icon: 'Nope', questions: [{ question: ['a'], answer: null, active: 'ja' }] }, 'x']);
    expect(faqs.status).toBe(400);
    expect(faqs.body.message).toContain('0.title: Erwartet: ein Text, erhalten: eine Zahl');
    expect(faqs.body.message).toContain('1: Erwartet: ein Objekt, erhalten: ein Text');
    expect(faqs.body.details.length).toBeGreaterThanOrEqual(4);
    for (const { message } of faqs.body.details as { field: string; message: string }[])
      expect(message).not.toMatch(ENGLISH);
    expect(faqs.body.message).not.toMatch(ENGLISH);

    // Through the validation pipe: an object where a text belongs, a missing field, a list too long.
    const login = await api.http.post('/api/admin/login').send({ username: { a: 1 } });
    expect(login.status).toBe(400);
    expect(login.body.message).toMatch(
      /^Ungültige Eingabe: username: Erwartet: ein Text, erhalten: ein Objekt; password: /,
    );
    expect(login.body.message).not.toMatch(ENGLISH);
  });
});
