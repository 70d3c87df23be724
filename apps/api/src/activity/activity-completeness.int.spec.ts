import { DataSource } from 'typeorm';
import { ACTIVITY_PAGE_MAX, type ActivityEntry, CONTENT_KINDS } from '@agency/contracts';
import { ContentRegistry } from '../content/content.registry';
import { DRAFT_EVENT_KINDS } from '../content/engine/content.decider';
import { offerRequestBody } from '../testing/recording-smtp';
import { TEST_ADMIN, type TestApi, useTestApi } from '../testing/test-app';
import { activityKinds, kindsOfType } from './activity-kinds';

const registry = new ContentRegistry(CONTENT_KINDS);
const { collections: CONTENT_COLLECTIONS, publishableDocuments: PUBLISHABLE_DOCUMENTS } = registry;
const KINDS_OF_TYPE = kindsOfType(activityKinds(registry));

/*
 * 'Aktivität' lists every change staff make. The guard has two halves: every write route of the back-office
 * is declared here with the events it records (or why it changes nothing), and each of those event types is
 * shown by a kind with a German label; driving the routes then shows each action as an entry with who, what
 * and which item, and every event recorded for a staff member in this file as an entry.
 */

/**
 * What each write route of the back-office (POST, PUT, PATCH, DELETE under /api/admin) records in the event
 * log. A content's routes are written once for every collection (`:collection`) or publishable document
 * (`:document`); `{prefix}` stands for the content's event prefix, `{plural}` for a collection's plural one.
 */
type StaffWrite = { records: readonly string[] } | { changesNothing: string };

const records = (...types: string[]): StaffWrite => ({ records: types });
const DRAFT: StaffWrite = {
  changesNothing: 'a draft is work in progress: it is listed when it is published (ADR 0026)',
};
const everyPublishable = (kind: string) =>
  [...PUBLISHABLE_DOCUMENTS, ...CONTENT_COLLECTIONS].map((content) => `${content.eventPrefix}${kind}`);

const STAFF_WRITE_ROUTES: Readonly<Record<string, StaffWrite>> = {
  // Sign-in and the own account ('Mein Konto')
  'POST /api/admin/login': records('StaffSignedIn', 'StaffSignInFailed'),
  'POST /api/admin/login/code': records('StaffSignedIn', 'StaffSignInFailed'),
  'POST /api/admin/logout': { changesNothing: 'ends the calling session only' },
  'PUT /api/admin/account/password': records('UserPasswordChanged'),
  'POST /api/admin/account/api-keys': records('ApiKeyCreated'),
  'DELETE /api/admin/account/api-keys/:id': records('ApiKeyRevoked'),
  'POST /api/admin/account/two-factor/setup': {
    changesNothing: 'keeps a pending secret; two-factor login changes only when it is enabled with a code',
  },
  'POST /api/admin/account/two-factor/enable': records('UserTwoFactorEnabled'),
  'POST /api/admin/account/two-factor/disable': records('UserTwoFactorDisabled'),
  'POST /api/admin/account/two-factor/recovery-codes': records('UserRecoveryCodesRenewed'),
  'PUT /api/admin/me/weekly-report': records('WeeklyReportSubscriptionChanged'),

  // Users and security rules
  'POST /api/admin/users': records('UserCreated'),
  'PUT /api/admin/users/:id': records('UserDetailsChanged', 'UserActivated', 'UserDeactivated', 'UserPasswordChanged'),
  'DELETE /api/admin/users/:id': records('UserDeleted'),
  'POST /api/admin/users/:id/two-factor/reset': records('UserTwoFactorReset'),
  'PUT /api/admin/security/two-factor-policy': records('TwoFactorRequirementChanged'),

  // Content collections
  'POST /api/admin/:collection': records('{prefix}Created'),
  'PUT /api/admin/:collection/:id': records('{prefix}Changed'),
  'DELETE /api/admin/:collection/:id': records('{prefix}Deleted'),
  'POST /api/admin/:collection/trash/:id/restore': records('{prefix}RestoredFromTrash'),
  'POST /api/admin/:collection/:id/restore': records('{prefix}Reverted'),
  'POST /api/admin/:collection/reorder': records('{plural}Reordered'),
  'POST /api/admin/media-uploads': records('MediaItemCreated'),
  'POST /api/admin/:collection/drafts': DRAFT,
  'PUT /api/admin/:collection/:id/draft': DRAFT,
  'DELETE /api/admin/:collection/:id/draft': DRAFT,
  'POST /api/admin/:collection/:id/publish': records('{prefix}Published'),
  'POST /api/admin/:collection/:id/schedule': records('{prefix}PublicationScheduled'),
  'DELETE /api/admin/:collection/plans/:planId': records('{prefix}PublicationScheduleCancelled'),
  'POST /api/admin/:collection/preview': records('PreviewLinkCreated'),
  'DELETE /api/admin/:collection/previews/:linkId': records('PreviewLinkRevoked'),

  // Documents the website shows
  'POST /api/admin/:document': records('{prefix}Saved'),
  'PUT /api/admin/:document': records('{prefix}Saved'),
  'POST /api/admin/:document/restore': records('{prefix}Reverted'),
  'PUT /api/admin/:document/draft': DRAFT,
  'DELETE /api/admin/:document/draft': DRAFT,
  'POST /api/admin/:document/publish': records('{prefix}Published'),
  'POST /api/admin/:document/schedule': records('{prefix}PublicationScheduled'),
  'DELETE /api/admin/:document/plans/:planId': records('{prefix}PublicationScheduleCancelled'),
  'POST /api/admin/:document/preview': records('PreviewLinkCreated'),
  'DELETE /api/admin/:document/previews/:linkId': records('PreviewLinkRevoked'),
  // Redirects imported from a file: created or replaced (a failed import undoes what it did, as deletes and changes).
  'POST /api/admin/redirects-csv': records('RedirectCreated', 'RedirectChanged', 'RedirectDeleted'),
  'DELETE /api/admin/plans/:planId': records(...everyPublishable('PublicationScheduleCancelled')),
  'POST /api/admin/site-history/restore': records(
    ...everyPublishable('Reverted'),
    ...CONTENT_COLLECTIONS.flatMap((c) => [`${c.eventPrefix}Deleted`, `${c.eventPrefix}RestoredFromTrash`]),
    ...CONTENT_COLLECTIONS.map((c) => `${c.pluralEventPrefix}Reordered`),
  ),

  // Settings
  'POST /api/admin/tracking-config': records('TrackingConfigSaved'),
  'POST /api/admin/tracking-config/restore': records('TrackingConfigReverted'),
  'PUT /api/admin/retention-settings': records('RetentionSettingsSaved'),
  'POST /api/admin/retention-settings/restore': records('RetentionSettingsReverted'),
  'PUT /api/admin/email-templates/:id': records('EmailTemplateSaved'),
  'POST /api/admin/email-templates/:id/restore': records('EmailTemplateReverted'),
  'PUT /api/admin/system-settings/:kind': records('MailServerSettingsSaved', 'AccountingDatabaseSettingsSaved'),
  'POST /api/admin/system-settings/:kind/restore': records(
    'MailServerSettingsReverted',
    'AccountingDatabaseSettingsReverted',
  ),
  'POST /api/admin/system-settings/smtp/test': { changesNothing: 'tries the connection to the mail server only' },
  'POST /api/admin/system-settings/mysql/test': { changesNothing: 'tries the connection to the database only' },
  'POST /api/admin/retention/run': records('RetentionRunCompleted'),

  // Requests and customers
  'PATCH /api/admin/offer-requests/:id/mark-read': records('OfferRequestMarkedRead'),
  'PATCH /api/admin/offer-requests/:id/mark-unread': records('OfferRequestMarkedUnread'),
  'DELETE /api/admin/offer-requests/:id': records('OfferRequestDeleted'),
  'DELETE /api/admin/offer-requests/spam/:id': records('SuspectedSpamDeleted'),
  'POST /api/admin/sync-to-mysql/:id': records('OfferRequestSyncedToAccounting'),
  'POST /api/admin/customer-notes': records('CustomerNoteAdded'),
  'PUT /api/admin/customer-notes/:id/status': records('CustomerTaskStatusChanged'),

  // Statistics
  'POST /api/admin/statistics/annotations': records('StatisticsAnnotationAdded'),
  'DELETE /api/admin/statistics/annotations/:id': records('StatisticsAnnotationRemoved'),
  'POST /api/admin/statistics/shared-dashboards': records('SharedDashboardCreated'),
  'DELETE /api/admin/statistics/shared-dashboards/:id': records('SharedDashboardRevoked'),
  'POST /api/admin/reset-analytics': records('StatisticsDataReset'),

  // Backend
  'POST /api/admin/backend/stop': records('AnalyticsPipelineStopped'),
  'POST /api/admin/backend/restart': records('AnalyticsPipelineRestarted'),
  'POST /api/admin/backend/autostart': records('AnalyticsPipelineAutostartChanged'),
  'POST /api/admin/backend/failed-batches/replay': records('FailedTrackBatchesReplayed'),
  'POST /api/admin/backend/outbox/failed/:queue/:jobId/retry': records('OutboxJobRetried'),
};

/** The admin paths of the content routes, each with what stands for it in STAFF_WRITE_ROUTES. */
const CONTENT_PATHS = new Map<string, { placeholder: string; prefix: string; plural?: string }>([
  ...CONTENT_COLLECTIONS.map(
    (c) => [c.name, { placeholder: ':collection', prefix: c.eventPrefix, plural: c.pluralEventPrefix }] as const,
  ),
  // Under the path their definition gives (the legal texts under legal/<text>).
  ...PUBLISHABLE_DOCUMENTS.map(
    (d) => [d.admin?.path ?? d.name, { placeholder: ':document', prefix: d.eventPrefix }] as const,
  ),
]);

interface WriteRoute {
  /** 'POST /api/admin/faqs/publish' */
  route: string;
  /** The same with the content's path replaced: 'POST /api/admin/:document/publish'. */
  declared: string;
  content?: { prefix: string; plural?: string };
}

/** Every POST, PUT, PATCH and DELETE route under /api/admin that the running api serves, read from Express's router. */
function writeRoutes(api: TestApi): WriteRoute[] {
  const express = api.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack.flatMap(({ route }) => {
    if (!route?.path.startsWith('/api/admin/')) return [];
    const contentPath = [...CONTENT_PATHS.keys()].find(
      (p) => route.path === `/api/admin/${p}` || route.path.startsWith(`/api/admin/${p}/`),
    );
    const content = contentPath ? CONTENT_PATHS.get(contentPath) : undefined;
    return Object.keys(route.methods)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => {
        const written = `${method.toUpperCase()} ${route.path}`;
        return {
          route: written,
          declared: content
            ? written.replace(`/api/admin/${contentPath}`, `/api/admin/${content.placeholder}`)
            : written,
          content,
        };
      });
  });
}

/** The event types a route records, for its content. */
function recordedTypes(write: WriteRoute): string[] {
  const declared = STAFF_WRITE_ROUTES[write.declared];
  if (!declared || !('records' in declared)) return [];
  return declared.records.map((type) =>
    type
      .replace('{prefix}', write.content?.prefix ?? '{prefix}')
      .replace('{plural}', write.content?.plural ?? '{plural}'),
  );
}

const api = useTestApi({ OFFER_REQUEST_MIN_FILL_MS: '0' });

const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });

/** The whole log as an admin reads it, newest first, page by page. */
async function allEntries(): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  let before: number | null = null;
  do {
    const query: Record<string, string> = { limit: String(ACTIVITY_PAGE_MAX) };
    if (before) query['before'] = String(before);
    const { body } = await api.http.get('/api/admin/activity').query(query).set(api.auth()).expect(200);
    entries.push(...(body.entries as ActivityEntry[]));
    before = body.next_before as number | null;
  } while (before);
  return entries;
}

describe("every staff change in 'Aktivität'", () => {
  it('declares the events of every write route of the back-office, each shown by a kind with a German label', async () => {
    const routes = writeRoutes(api);
    // Every content's routes were found under its path.
    for (const path of CONTENT_PATHS.keys())
      expect(routes.some((r) => r.route.includes(`/api/admin/${path}/`))).toBe(true);

    const undeclared = routes.filter((r) => !(r.declared in STAFF_WRITE_ROUTES)).map((r) => r.route);
    expect(undeclared).toEqual([]);
    const served = new Set(routes.map((r) => r.declared));
    expect(Object.keys(STAFF_WRITE_ROUTES).filter((declared) => !served.has(declared))).toEqual([]);

    const types = new Set(routes.flatMap(recordedTypes));
    expect(types.size).toBeGreaterThan(100);
    expect([...types].filter((type) => !KINDS_OF_TYPE.has(type))).toEqual([]);
    // The filter of 'Aktivität' offers each of their kinds by its German label.
    const { body } = await api.http.get('/api/admin/activity').query({ limit: '1' }).set(api.auth()).expect(200);
    const offered = new Map((body.kinds as { kind: string; label: string }[]).map((k) => [k.kind, k.label]));
    for (const type of types) {
      for (const kind of KINDS_OF_TYPE.get(type) ?? []) expect(offered.get(kind.kind)).toBe(kind.label);
    }
  });
  it('lists what staff do to the pipeline, statistics, their own accounts, requests, previews and orders, with who, what and which item', async () => {
    const users = (await api.http.get('/api/admin/users').set(api.auth()).expect(200)).body.users as {
      id: string;
      username: string;
    }[];
    const admin = users.find((user) => user.username === TEST_ADMIN.username);
    if (!admin) throw new Error(`no user ${TEST_ADMIN.username} in the list`);
    const created = await api.http
      .post('/api/admin/users')
      .set(api.auth())
      .send({
        username: 'kontofuehrerin',
        email: 'konto@agentur.example',
        password: 'Konto-Wattenmeer-58',
        permissions: { statistics: true },
      })
      .expect(201);
    const colleague = created.body.user as { id: string };
    // An admin changes her own e-mail address and a colleague's name.
    await api.http
      .put(`/api/admin/users/${admin.id}`)
      .set(api.auth())
      .send({ email: 'chefin-neu@agentur.example', current_password: TEST_ADMIN.password })
      .expect(200);
    await api.http
      .put(`/api/admin/users/${colleague.id}`)
      .set(api.auth())
      .send({ username: 'kontofuehrung' })
      .expect(200);

    // 'Mein Konto' and the statistics, as the colleague.
    const own = bearer(await api.login('kontofuehrung', 'Konto-Wattenmeer-58'));
    await api.http
      .put('/api/admin/account/password')
      .set(own)
      .send({ current_password: 'Konto-Wattenmeer-58', new_password: 'Deichgraf-Wattenmeer-2026' })
      .expect(200);
    await api.http.put('/api/admin/me/weekly-report').set(own).send({ weekly_report: true }).expect(200);
    /** Creates an item under `path` as the colleague and removes it again by its id. */
    const createAndRemove = async (path: string, item: object) => {
      const created = await api.http.post(path).set(own).send(item).expect(201);
      await api.http
        .delete(`${path}/${created.body.id as string}`)
        .set(own)
        .expect(200);
    };
    await createAndRemove('/api/admin/account/api-keys', {
      name: 'Export für Excel',
      current_password: 'Deichgraf-Wattenmeer-2026',
    });
    await createAndRemove('/api/admin/statistics/annotations', { date: '2026-03-02', text: 'Newsletter verschickt' });
    await createAndRemove('/api/admin/statistics/shared-dashboards', {
      name: 'Für Deichblick',
      sections: ['summary', 'trend'],
      period: '30d',
      password: 'Kunde-liest-mit',
      expires_on: '2026-12-31',
    });
    await api.http.post('/api/admin/reset-analytics').set(own).send({ reset_consents: true }).expect(200);

    // The Backend tab's pipeline, a request read and unread, a preview link, a new order, as the admin.
    await api.http.post('/api/admin/backend/stop').set(api.auth()).expect(200);
    await api.http.post('/api/admin/backend/restart').set(api.auth()).expect(200);
    await api.http.post('/api/admin/backend/autostart').set(api.auth()).send({ enable: false }).expect(200);
    await api.http.post('/api/admin/backend/autostart').set(api.auth()).send({ enable: true }).expect(200);
    await api.http.post('/api/admin/backend/failed-batches/replay').set(api.auth()).send({}).expect(200);
    const request = await api.http
      .post('/api/offer-request')
      .set('X-Forwarded-For', '10.45.0.1')
      .send({ ...offerRequestBody('jan@example.de', 'Bitte ein Angebot.'), form_token: api.formToken() })
      .expect(201);
    await api.http
      .patch(`/api/admin/offer-requests/${request.body.id as string}/mark-read`)
      .set(api.auth())
      .expect(200);
    await api.http
      .patch(`/api/admin/offer-requests/${request.body.id as string}/mark-unread`)
      .set(api.auth())
      .expect(200);
    const preview = await api.http.post('/api/admin/faqs/preview').set(api.auth()).send({}).expect(201);
    await api.http
      .delete(`/api/admin/faqs/previews/${preview.body.link.id as string}`)
      .set(api.auth())
      .expect(200);
    const project = await api.http
      .post('/api/admin/portfolio-projects')
      .set(api.auth())
      .send({ title: 'Hafenportal', client: 'Deichblick GmbH' })
      .expect(201);
    await api.http
      .post('/api/admin/portfolio-projects/reorder')
      .set(api.auth())
      .send({ ids: [project.body.project.id as string] })
      .expect(200);

    const entries = await allEntries();
    const entry = (kind: string, actor: string, summary: string | RegExp, subject?: string) =>
      expect.objectContaining({
        kind,
        actor: expect.objectContaining({ username: actor }),
        summary: typeof summary === 'string' ? summary : expect.stringMatching(summary),
        ...(subject ? { subject: expect.objectContaining({ username: subject }) } : {}),
      });
    const colleagueName = 'kontofuehrung';
    const expected = [
      entry('accounts', TEST_ADMIN.username, 'E-Mail-Adresse geändert', TEST_ADMIN.username),
      entry('accounts', TEST_ADMIN.username, 'Benutzername geändert: kontofuehrerin → kontofuehrung', colleagueName),
      entry('accounts', colleagueName, 'Eigenes Passwort geändert', colleagueName),
      entry('accounts', colleagueName, 'Wochenbericht der Statistik abonniert', colleagueName),
      entry('api_keys', colleagueName, 'API-Schlüssel „Export für Excel“ erstellt'),
      entry('api_keys', colleagueName, 'API-Schlüssel „Export für Excel“ widerrufen'),
      entry('statistics', colleagueName, 'Anmerkung zum 2.3.2026 geschrieben: „Newsletter verschickt“'),
      entry('statistics', colleagueName, 'Anmerkung zum 2.3.2026 entfernt: „Newsletter verschickt“'),
      entry(
        'statistics',
        colleagueName,
        'Dashboard „Für Deichblick“ geteilt (letzte 30 Tage, mit Passwort, gültig bis 31.12.2026)',
      ),
      entry('statistics', colleagueName, 'Geteiltes Dashboard „Für Deichblick“ widerrufen'),
      entry('statistics', colleagueName, 'Statistik zurückgesetzt: Cookie-Einwilligungen gelöscht'),
      entry('backend', TEST_ADMIN.username, 'Verarbeitung der Statistik angehalten'),
      entry('backend', TEST_ADMIN.username, 'Verarbeitung der Statistik neu gestartet'),
      entry('backend', TEST_ADMIN.username, 'Autostart der Verarbeitung ausgeschaltet'),
      entry('backend', TEST_ADMIN.username, 'Autostart der Verarbeitung eingeschaltet'),
      entry('backend', TEST_ADMIN.username, 'Fehlgeschlagene Batches erneut verarbeiten: keine vorhanden'),
      entry(
        'requests',
        TEST_ADMIN.username,
        /^Anfrage vom \d{1,2}\.\d{1,2}\.\d{4} \(SEO-Audit\) als gelesen markiert$/,
      ),
      entry(
        'requests',
        TEST_ADMIN.username,
        /^Anfrage vom \d{1,2}\.\d{1,2}\.\d{4} \(SEO-Audit\) wieder als ungelesen markiert$/,
      ),
      entry('previews', TEST_ADMIN.username, /^Vorschau-Link für FAQ erstellt \(Seite \/\S*, gültig bis .+\)$/),
      entry('previews', TEST_ADMIN.username, 'Vorschau-Link für FAQ widerrufen'),
      entry('publish', TEST_ADMIN.username, 'Portfolio-Projekte: Reihenfolge geändert'),
    ];
    for (const one of expected) expect(entries).toContainEqual(one);
    expect(JSON.stringify(entries)).not.toMatch(/jan@example\.de|Kunde-liest-mit|chefin-neu@/);
  });

  it('shows every event recorded for a staff member, drafts aside', async () => {
    const drafts = new Set([
      ...CONTENT_COLLECTIONS.flatMap((c) => DRAFT_EVENT_KINDS.map((k) => `${c.eventPrefix}${k}`)),
      ...PUBLISHABLE_DOCUMENTS.flatMap((d) => DRAFT_EVENT_KINDS.map((k) => `${d.eventPrefix}${k}`)),
    ]);
    const recorded: { position: string; type: string }[] = await api.app
      .get(DataSource)
      .query(`SELECT position, type FROM events WHERE jsonb_typeof(metadata->'actor') = 'object' ORDER BY position`);
    const staffEvents = recorded.filter((event) => !drafts.has(event.type));
    expect(new Set(staffEvents.map((event) => event.type)).size).toBeGreaterThan(20);
    const entries = await allEntries();
    const listed = new Set(entries.map((entry) => entry.id));
    expect(staffEvents.filter((event) => !listed.has(Number(event.position))).map((event) => event.type)).toEqual([]);
    // Each in German words, none by the name of its event type.
    expect(entries.filter((entry) => /^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/.test(entry.summary))).toEqual([]);
  });
});
