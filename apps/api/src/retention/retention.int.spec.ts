import { randomBytes, randomUUID } from 'node:crypto';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { AnalyticsRetention, CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import {
  type EnrichedEvent,
  retentionPreviewAnswerSchema,
  retentionRunsAnswerSchema,
  statisticsResponseSchema,
} from '@agency/contracts';
import { useTestApi } from '../testing/test-app';
import { RetentionService } from './retention.service';

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

/** Page views and a button click of distinct visitors on `day` (noon UTC), sessions of two calls each. */
function visits(day: string, count: number, page: string): EnrichedEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const base = {
      page_path: page,
      referrer: '',
      session_id: `sess_${day}_${i}`,
      visitor_id: `visitor_${day}_${i}`,
      device_type: i % 3 ? 'desktop' : 'mobile',
      browser: 'Firefox',
      os: 'Linux',
      country: 'DE',
      consented: true,
    };
    return [
      {
        ...base,
        event_id: randomUUID(),
        kind: 'pageview' as const,
        received_at: `${day}T12:00:${String(i % 60).padStart(2, '0')}.000Z`,
        traffic_source: 'search',
      },
      {
        ...base,
        event_id: randomUUID(),
        kind: 'event' as const,
        received_at: `${day}T12:05:${String(i % 60).padStart(2, '0')}.000Z`,
        event_type: 'button_click',
        event_label: 'Projekt starten',
      },
    ];
  }).flat();
}

describe('retention set by staff', () => {
  const api = useTestApi({ TRUST_PROXY: '1', OFFER_REQUEST_MAX_PER_IP: '50' });

  const db = () => api.app.get(DataSource);
  /** Writes the retention settings as the holder of `bearer`, on the version the server holds; expects `status`. */
  const putSettings = async (bearer: string, body: object, status: number) =>
    api.http
      .put('/api/admin/retention-settings')
      .set({ Authorization: `Bearer ${bearer}` })
      .set('If-Match', await api.basedOn(bearer, '/api/admin/retention-settings'))
      .send(body)
      .expect(status);
  let ip = 1;
  /** `website` filled in (the honeypot): held back as suspected spam, on a stream of its own. */
  async function receive(label: string, website?: string): Promise<{ id: string; email: string }> {
    const id = randomBytes(4).toString('hex');
    const email = `${label}.${id}@beispiel.de`;
    const response = await api.http
      .post('/api/offer-request')
      .set('X-Forwarded-For', `10.9.0.${ip++}`)
      .send({
        name: `Person ${label} ${id}`,
        email,
        phone: `+49 40 55${ip}${id.slice(0, 3).replace(/\D/g, '1')}`,
        company: 'Hafen GmbH',
        address: 'Kai 3',
        zip: '20457',
        town: 'Hamburg',
        service: 'SEO-Audit',
        budget: '2.500 - 5.000 €',
        message: `Nachricht von ${label} ${id}`,
        form_token: api.formToken(),
        ...(website ? { website } : {}),
      })
      .expect(201);
    return { id: response.body.id as string, email };
  }
  /** Moves a request back in time: its events and its row, as if it had come in `days` ago. */
  async function backdate(id: string, days: number, spam = false): Promise<void> {
    const at = new Date(Date.now() - days * DAY);
    const stream = spam ? `offer-request-spam-${id}` : `offer-request-${id}`;
    await db().query(`UPDATE events SET created_at = $2 WHERE stream_id = $1`, [stream, at]);
    await db().query(`UPDATE ${spam ? 'offer_request_spam' : 'offer_requests'} SET created_at = $2 WHERE id = $1`, [
      id,
      at,
    ]);
  }
  const streamText = async (id: string) =>
    JSON.stringify(await db().query(`SELECT data FROM events WHERE stream_id = $1`, [`offer-request-${id}`]));

  it('is off for requests by default, keeps raw analytics 25 months, and shows the recommendation', async () => {
    const settings = await api.http.get('/api/admin/retention-settings').set(api.auth()).expect(200);
    expect(settings.body).toMatchObject({ success: true, settings: { requests_months: null, analytics_months: 25 } });
    const runs = await api.http.get('/api/admin/retention/runs').set(api.auth()).expect(200);
    expect(retentionRunsAnswerSchema.parse(runs.body)).toMatchObject({
      success: true,
      recommended: { requests_months: 12, analytics_months: 25 },
    });
    expect(await api.app.get(AnalyticsRetention).ttlMonths()).toBe(25);
  });

  it.each([
    [{ requests_months: 0, analytics_months: 25 }, 'requests_months'],
    [{ requests_months: 6, analytics_months: 121 }, 'analytics_months'],
    [{ requests_months: 'bald', analytics_months: 25 }, 'requests_months'],
    [{ requests_months: 1.5, analytics_months: 25 }, 'requests_months'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (body, field) => {
    const response = await putSettings(api.token, body, 400);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    const settings = await api.http.get('/api/admin/retention-settings').set(api.auth()).expect(200);
    expect(settings.body.settings.requests_months).toBeNull();
  });

  it('erases exactly the requests older than the limit, in the read model and in the log, and logs the run', async () => {
    const old = await receive('alt');
    const justOld = await receive('knapp');
    const young = await receive('jung');
    const fresh = await receive('neu');
    const oldSpam = await receive('spam', 'https://bot.example');
    const freshSpam = await receive('spamneu', 'https://bot.example');
    await backdate(oldSpam.id, 300, true);
    await backdate(old.id, 400);
    await backdate(justOld.id, 190);
    await backdate(young.id, 170);
    // Off: a run erases nothing.
    const idle = await api.http.post('/api/admin/retention/run').set(api.auth()).expect(200);
    expect(idle.body.run).toMatchObject({ requests_before: null, requests_erased: 0, actor: 'chefin' });

    await putSettings(api.token, { requests_months: 6, analytics_months: 25 }, 200);
    // Before a run, staff see what it would erase; counting erases nothing.
    const preview = await api.http.get('/api/admin/retention/preview').set(api.auth()).expect(200);
    expect(retentionPreviewAnswerSchema.parse(preview.body).preview).toMatchObject({
      requests: 2,
      spam: 1,
      requests_before: expect.any(String),
    });
    expect(await streamText(old.id)).toContain(old.email);
    const run = await api.http.post('/api/admin/retention/run').set(api.auth()).expect(200);
    expect(run.body.run).toMatchObject({ requests_erased: 2, spam_erased: 1, actor: 'chefin' });
    expect((await api.http.get('/api/admin/retention/preview').set(api.auth()).expect(200)).body.preview).toMatchObject(
      {
        requests: 0,
        spam: 0,
      },
    );
    const spam = await db().query(`SELECT id FROM offer_request_spam`);
    expect(spam.map((row: { id: string }) => row.id)).toEqual([freshSpam.id]);
    const spamLog = JSON.stringify(
      await db().query(`SELECT data FROM events WHERE stream_id = $1`, [`offer-request-spam-${oldSpam.id}`]),
    );
    expect(spamLog).not.toContain(oldSpam.email);

    const listed = await api.http.get('/api/admin/offer-requests').set(api.auth()).expect(200);
    const ids = (listed.body.requests as { id: string }[]).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([young.id, fresh.id]));
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(justOld.id);
    for (const erased of [old, justOld]) {
      const text = await streamText(erased.id);
      expect(text).not.toContain(erased.email);
      expect(text).not.toMatch(/Person |Nachricht von|Kai 3|\+49/);
      expect(text).toContain('"redacted":true');
      const [deleted] = await db().query(
        `SELECT metadata FROM events WHERE stream_id = $1 AND type = 'OfferRequestDeleted'`,
        [`offer-request-${erased.id}`],
      );
      expect(deleted.metadata).toMatchObject({ reason: 'retention', redacted_by: 'chefin (Aufbewahrung)' });
    }
    for (const kept of [young, fresh]) expect(await streamText(kept.id)).toContain(kept.email);

    // Logged with its counts, newest first; a second run finds nothing more.
    const again = await api.http.post('/api/admin/retention/run').set(api.auth()).expect(200);
    expect(again.body.run.requests_erased).toBe(0);
    const runs = await api.http.get('/api/admin/retention/runs').set(api.auth()).expect(200);
    const logged = retentionRunsAnswerSchema.parse(runs.body).runs;
    expect(logged.map((r) => r.requests_erased)).toEqual([0, 2, 0]);
    expect(logged[0]?.actor).toBe('chefin');
  });

  it('the daily job runs once however many replicas fire it', async () => {
    const job = api.app.get(SchedulerRegistry).getCronJob('retention');
    expect(job.cronTime.source).toBe('30 3 * * *');
    expect(
      new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', timeStyle: 'short' }).format(
        new Date(job.nextDate().toMillis()),
      ),
    ).toBe('03:30');
    const retention = api.app.get(RetentionService);
    const results = await Promise.all([retention.run(null), retention.run(null)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await retention.run(null)).toBeNull();
  });

  it('drops raw analytics events older than the limit and the statistics still show every period', async () => {
    const client = api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT);
    await insertEvents(
      client,
      [
        ...visits(daysAgo(2), 3, '/'),
        ...visits(daysAgo(20), 4, '/preise'),
        ...visits(daysAgo(70), 5, '/leistungen'),
        ...visits(daysAgo(130), 6, '/faq'),
        ...visits(daysAgo(160), 7, '/'),
      ],
      randomUUID(),
    );
    // Every figure; the period's end is the moment of the read.
    const stats = async (query: string) => {
      const answer = statisticsResponseSchema.parse(
        (await api.http.get(`/api/admin/statistics${query}`).set(api.auth()).expect(200)).body,
      );
      return { ...answer, period: answer.period && { ...answer.period, to: answer.period.to.slice(0, 10) } };
    };
    const before = { sixMonths: await stats('?period=6m'), thirty: await stats('') };
    expect(before.sixMonths.page_views).toBe(25);

    await putSettings(api.token, { requests_months: 6, analytics_months: 2 }, 200);
    expect(await api.app.get(AnalyticsRetention).ttlMonths()).toBe(2);
    const preview = await api.http.get('/api/admin/retention/preview').set(api.auth()).expect(200);
    expect(preview.body.preview.analytics_rows).toBe(36);
    const run = await api.http.post('/api/admin/retention/run').set(api.auth()).expect(200);
    // 70, 130 and 160 days ago are older than two months: 18 visits, two calls each.
    expect(run.body.run.analytics_rows_removed).toBe(36);
    const [{ left }] = await (
      await client.query({
        query: `SELECT count() AS left FROM events WHERE received_at < now() - INTERVAL 65 DAY`,
        format: 'JSONEachRow',
      })
    ).json<{ left: string }>();
    expect(Number(left)).toBe(0);

    expect(await stats('?period=6m')).toEqual(before.sixMonths);
    expect(await stats('')).toEqual(before.thirty);

    // A reset of other figures rebuilds the rollups from the raw events left: the expired days stay.
    await api.http.post('/api/admin/reset-analytics').set(api.auth()).send({ reset_consents: true }).expect(200);
    expect(await stats('?period=6m')).toEqual(before.sixMonths);
    // A reset of the page views takes their expired days too.
    await api.http.post('/api/admin/reset-analytics').set(api.auth()).send({ reset_pageviews: true }).expect(200);
    expect((await stats('?period=6m')).page_views).toBe(0);
  });

  it("removes the 404 list's days older than the statistics' retention, and the list says the period it covers", async () => {
    await putSettings(api.token, { requests_months: null, analytics_months: 1 }, 200);
    for (const [days, path] of [
      [2, '/neu-verschwunden'],
      [20, '/fast-vergessen'],
      [45, '/lange-her'],
      [80, '/uralt'],
    ] as const)
      await db().query(`INSERT INTO not_found_pages (day, path, referrer, hits) VALUES ($1, $2, '', 3)`, [
        daysAgo(days),
        path,
      ]);
    const list = async (days: number) =>
      (await api.http.get(`/api/admin/statistics/not-found?days=${days}`).set(api.auth()).expect(200)).body as {
        days: number;
        since: string;
        kept_months: number;
        pages: { path: string }[];
      };
    const keptSince = () => {
      const cut = new Date();
      cut.setUTCMonth(cut.getUTCMonth() - 1);
      return cut.toISOString().slice(0, 10);
    };
    // The 90 days asked reach past the retention: the list starts where it does, and leaves older rows out.
    const ninety = await list(90);
    expect(ninety).toMatchObject({ days: 90, since: keptSince(), kept_months: 1 });
    expect(ninety.pages.map((page) => page.path).sort()).toEqual(['/fast-vergessen', '/neu-verschwunden']);
    expect(await list(7)).toMatchObject({ since: daysAgo(6), pages: [{ path: '/neu-verschwunden' }] });

    const run = await api.http.post('/api/admin/retention/run').set(api.auth()).expect(200);
    expect(run.body.run.not_found_rows_removed).toBe(2);
    const left: { path: string }[] = await db().query(`SELECT path FROM not_found_pages ORDER BY path`);
    expect(left.map((row) => row.path)).toEqual(['/fast-vergessen', '/neu-verschwunden']);

    // A longer retention keeps what is there; the list then covers the whole period asked.
    await putSettings(api.token, { requests_months: null, analytics_months: 25 }, 200);
    expect(await list(90)).toMatchObject({ since: daysAgo(89), kept_months: 25 });
  });

  it('changes or runs retention only for staff who hold the permission of the data it erases', async () => {
    const settings = async () =>
      (await api.http.get('/api/admin/retention-settings').set(api.auth()).expect(200)).body.settings;
    const runCount = async () =>
      (await api.http.get('/api/admin/retention/runs').set(api.auth()).expect(200)).body.runs.length as number;
    const as = (editor: string) => ({ Authorization: `Bearer ${editor}` });
    await putSettings(api.token, { requests_months: null, analytics_months: 25 }, 200);
    const kept = await receive('bleibt');
    await backdate(kept.id, 200);
    const runsBefore = await runCount();

    // `system` alone: may read, but neither shorten a period nor run what erases requests and raw analytics.
    const systemOnly = await api.loginAsEditor({ system: true });
    expect((await api.http.get('/api/admin/retention-settings').set(as(systemOnly)).expect(200)).body.settings).toEqual(
      { requests_months: null, analytics_months: 25 },
    );
    const requests = await putSettings(systemOnly, { requests_months: 1, analytics_months: 25 }, 403);
    expect(requests.body).toMatchObject({
      statusCode: 403,
      message: expect.stringContaining('Anfragen & Kundennotizen'),
      details: [expect.objectContaining({ field: 'requests_months' })],
    });
    const analytics = await putSettings(systemOnly, { requests_months: null, analytics_months: 1 }, 403);
    expect(analytics.body.message).toContain('Statistiken');
    expect(analytics.body.details).toEqual([expect.objectContaining({ field: 'analytics_months' })]);
    await api.http.get('/api/admin/retention/preview').set(as(systemOnly)).expect(403);
    const run = await api.http.post('/api/admin/retention/run').set(as(systemOnly)).expect(403);
    expect(run.body.message).toMatch(/Anfragen & Kundennotizen.*Statistiken/);
    expect(await settings()).toEqual({ requests_months: null, analytics_months: 25 });
    expect(await runCount()).toBe(runsBefore);
    expect(await api.app.get(AnalyticsRetention).ttlMonths()).toBe(25);

    // Restoring an earlier version is a change like any other.
    await putSettings(api.token, { requests_months: 1, analytics_months: 25 }, 200);
    const { history } = (await api.http.get('/api/admin/retention-settings/history').set(api.auth()).expect(200)).body;
    const shortened = (history as { version: number }[]).at(-1)?.version;
    await putSettings(api.token, { requests_months: null, analytics_months: 25 }, 200);
    const restore = await api.http
      .post('/api/admin/retention-settings/restore')
      .set(as(systemOnly))
      .set('If-Match', await api.basedOn(systemOnly, '/api/admin/retention-settings/restore'))
      .send({ version: shortened })
      .expect(403);
    expect(restore.body.details).toEqual([expect.objectContaining({ field: 'requests_months' })]);
    expect(await settings()).toEqual({ requests_months: null, analytics_months: 25 });

    // With `requests` the request period may change, the analytics one not; a run erases both, so still not.
    const withRequests = await api.loginAsEditor({ system: true, requests: true });
    await putSettings(withRequests, { requests_months: 12, analytics_months: 25 }, 200);
    await putSettings(withRequests, { requests_months: 6, analytics_months: 24 }, 403);
    await api.http.post('/api/admin/retention/run').set(as(withRequests)).expect(403);
    expect(await settings()).toEqual({ requests_months: 12, analytics_months: 25 });
    expect(await runCount()).toBe(runsBefore);
    expect(await streamText(kept.id)).toContain(kept.email);

    // Holding every permission of what it erases, staff run it.
    const withBoth = await api.loginAsEditor({ system: true, requests: true, statistics: true });
    await putSettings(withBoth, { requests_months: 6, analytics_months: 24 }, 200);
    const ran = await api.http.post('/api/admin/retention/run').set(as(withBoth)).expect(200);
    expect(ran.body.run.requests_erased).toBe(1);
    expect(await streamText(kept.id)).not.toContain(kept.email);
    await putSettings(api.token, { requests_months: null, analytics_months: 25 }, 200);
  });

  it('is for staff with the system permission only', async () => {
    const editor = await api.loginAsEditor({ requests: true, pricing: true });
    const as = { Authorization: `Bearer ${editor}` };
    await api.http.get('/api/admin/retention-settings').set(as).expect(403);
    await api.http.put('/api/admin/retention-settings').set(as).send({ requests_months: 1 }).expect(403);
    await api.http.post('/api/admin/retention/run').set(as).expect(403);
    await api.http.get('/api/admin/retention/runs').set(as).expect(403);
  });
});
