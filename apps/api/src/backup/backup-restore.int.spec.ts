import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import { createTestDatabase, eventually } from '@agency/testing';
import { runningEmbeddedPostgres } from '../infrastructure/embedded/embedded-postgres';
import { migrations } from '../migrations';
import { freePort } from '../infrastructure/embedded/free-port';
import { type BuiltApi, startBuiltApi } from '../testing/built-api';
import { pastViews } from '../testing/past-views';
import { startTestApi, TEST_ADMIN, type TestApi } from '../testing/test-app';
import { BackupService } from './backup.service';
import { DiskMediaStorage } from '../media/media-storage';
import { differingMedia } from './restore';
import { manifestSchema } from './backup-manifest';
import { ArchiveWriter, listArchive, readMember } from './tar-archive';
import { offerRequestBody } from '../testing/recording-smtp';

const CLI = path.resolve(__dirname, '../../../../dist/api/apps/api/src/cli');
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const STATISTICS_QUERIES = ['', '?period=today', '?period=7d', '?period=6m', '?period=12m'];
const DAY = 86_400_000;

const scratch = mkdtempSync(path.join(tmpdir(), 'agency-backup-'));
// The embedded PostgreSQL runs as the postgres user when the tests run as root: it must pass through.
chmodSync(scratch, 0o711);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a built command (api:test builds dist/api first) and answers its exit code and output. */
async function run(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(CLI, `${command}.js`), ...args], {
      env: {
        PATH: process.env['PATH'],
        HOME: process.env['HOME'],
        LOG_LEVEL: 'error',
        // Outcomes recorded in Redis stay under this test's keys.
        REDIS_KEY_PREFIX: 'test:backup-cli:',
        INGEST_REDIS_PREFIX: 'test-backup-cli',
        ...env,
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every file under a picture library's folder: relative path → bytes. */
function mediaTree(dir: string): Map<string, Buffer> {
  const tree = new Map<string, Buffer>();
  if (!existsSync(dir)) return tree;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      tree.set(path.relative(dir, file), readFileSync(file));
    }
  return tree;
}

/** Past page views `daysAgo`, every other one on /preise. */
function pastViewsAgo(daysAgo: number, views: number) {
  const day = new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
  return pastViews(day, views, (i) => (i % 2 ? '/preise' : '/'));
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Every row of every table, as one connection sees it (inside a transaction: at its snapshot). */
async function tables(client: Client, events: { upTo?: number } = {}): Promise<Record<string, unknown[]>> {
  const names: string[] = (
    await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
  ).rows.map((row: { tablename: string }) => row.tablename);
  const result: Record<string, unknown[]> = {};
  // The restored product's outbox moves its own checkpoint on from where the backup found it.
  for (const name of names.filter((n) => n !== 'subscription_checkpoints')) {
    const where = name === 'events' && events.upTo !== undefined ? ` WHERE position <= ${events.upTo}` : '';
    result[name] = (await client.query(`SELECT * FROM "${name}"${where} ORDER BY 1, 2`)).rows;
  }
  return result;
}

describe('npm run backup / npm run restore', () => {
  let source: TestApi;
  let token: string;
  let archive: string;
  let atSnapshot: { position: number; tables: Record<string, unknown[]> } | undefined;
  const statistics: Record<string, unknown> = {};
  const restoredDir = path.join(scratch, 'restored');
  let restored: BuiltApi | undefined;
  /** The source's picture library at the backup: relative path → bytes. */
  let mediaAtBackup = new Map<string, Buffer>();

  beforeAll(async () => {
    source = await startTestApi({
      DATA_DIR: path.join(scratch, 'source'),
      BACKUP_TIME: 'off',
      INGEST_BATCH_MAX_WAIT_MS: '10',
      INGEST_RATE_LIMIT_PER_SECOND: '0',
      OFFER_REQUEST_MAX_PER_IP: '1000',
      OFFER_REQUEST_MAX_PER_EMAIL: '1000',
    });
    token = await source.login();
    await insertEvents(
      source.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT),
      [...pastViewsAgo(3, 5), ...pastViewsAgo(40, 7), ...pastViewsAgo(150, 9)],
      randomUUID(),
    );
  }, 60_000);

  afterAll(async () => {
    await restored?.stop();
    await source?.close();
  });

  it('backs up while tracking calls and content edits run', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    // A picture uploaded through HTTP, its variants made: the library's files go into the archive.
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6d8c' } })
      .png()
      .toBuffer();
    const medium = (
      await source.http
        .post(`/api/admin/media-uploads?name=${encodeURIComponent('Hafen Abend.png')}`)
        .set(auth)
        .set('Content-Type', 'application/octet-stream')
        .send(png)
        .expect(201)
    ).body.medium as { id: string };
    await eventually(
      'the variants of the picture',
      async () =>
        (
          (await source.http.get('/api/admin/media').set(auth).expect(200)).body.media as {
            id: string;
            variants: unknown[];
          }[]
        ).some(({ id, variants }) => id === medium.id && variants.length > 0),
      // AVIF, WebP and JPEG at every width: the slowest job of the suite on a busy machine.
      { timeoutMs: 60_000 },
    );
    mediaAtBackup = mediaTree(path.join(scratch, 'source', 'media'));
    expect([...mediaAtBackup.keys()].filter((key) => key.startsWith('variants/')).length).toBeGreaterThan(0);
    let stop = false;
    let tracked = 0;
    let edits = 0;
    const tracking = (async () => {
      for (let i = 0; !stop; i++) {
        await source.http
          .post('/api/track/pageview')
          .set('user-agent', FIREFOX)
          .send({ page_path: `/leistungen/${i % 5}`, session_id: `sess_live_${i % 7}` })
          .expect(202);
        tracked++;
      }
    })();
    const editing = (async () => {
      for (let i = 0; !stop; i++) {
        const story = (
          await source.http
            .post('/api/admin/success-stories')
            .set(auth)
            .send({ company: `Werft ${i}`, title: 'Neue Website' })
            .expect(201)
        ).body.story as { id: string; version: number };
        await source.http
          .put(`/api/admin/success-stories/${story.id}`)
          .set(auth)
          .set('If-Match', `"${story.version}"`)
          .send({ title: `Neue Website ${i}` })
          .expect((res) => {
            if (res.status !== 200) throw new Error(`PUT ${res.status} ${JSON.stringify(res.body)}`);
          });
        await source.http
          .post('/api/offer-request')
          .send({
            ...offerRequestBody(`eva${i}@example.de`, `Bitte ein Angebot (${i}).`),
            name: `Eva Nord ${i}`,
            form_token: source.formToken(),
          })
          .expect(201);
        if (i % 3 === 0)
          await source.http
            .post('/api/admin/users')
            .set(auth)
            .send({ username: `redaktion-${i}`, email: `r${i}@example.de`, password: 'lang-genug-123', role: 'editor' })
            .expect(201);
        edits++;
      }
    })();
    await eventually('some traffic before the backup', () => tracked > 20 && edits > 2, { timeoutMs: 60_000 });

    const lines: string[] = [];
    archive = path.join(scratch, 'live.tar');
    const result = await source.app.get(BackupService).run(archive, (line) => lines.push(line), 'command', {
      // The source as the backup sees it: its snapshot (exported to this test's connection) and, while
      // inserts are held, the statistics the product answers.
      atPostgresSnapshot: async (position, snapshot) => {
        const client = new Client({ connectionString: source.db.url });
        await client.connect();
        try {
          await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
          await client.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
          atSnapshot = { position, tables: await tables(client) };
          await client.query('COMMIT');
        } finally {
          await client.end();
        }
      },
      whileInsertsHeld: async () => {
        for (const query of STATISTICS_QUERIES)
          statistics[query] = (await source.http.get(`/api/admin/statistics${query}`).set(auth).expect(200)).body;
      },
    });
    const trackedDuring = tracked;
    const editsDuring = edits;
    await eventually('traffic after the backup', () => tracked > trackedDuring + 5 && edits > editsDuring, {
      timeoutMs: 60_000,
    });
    stop = true;
    await Promise.all([tracking, editing]);

    expect(result.file).toBe(archive);
    expect(lines.some((line) => /PostgreSQL events: \d+ rows/.test(line))).toBe(true);
    expect(lines.some((line) => /ClickHouse events: \d+ rows/.test(line))).toBe(true);
    const { manifest } = result;
    expect(manifest.postgres.eventPosition).toBe(atSnapshot?.position);
    expect(manifest.clickhouse.insertsHeld).toBe(true);
    expect(manifest.media.map((entry) => entry.key)).toEqual([...mediaAtBackup.keys()].sort());
    expect(manifest.postgres.tables.find((t) => t.name === 'offer_requests')?.rows).toBe(
      atSnapshot?.tables['offer_requests'].length,
    );
    // A retention run erases requests, raw events and 404 days, never a picture.
    await source.http.post('/api/admin/retention/run').set(auth).expect(200);
    expect(mediaTree(path.join(scratch, 'source', 'media'))).toEqual(mediaAtBackup);
    // The pipeline runs again: the source has moved on past the backup.
    await eventually('the source to count calls made after the backup', async () => {
      const now = (await source.http.get('/api/admin/statistics?period=today').set(auth)).body.page_views;
      return now > (statistics['?period=today'] as { page_views: number }).page_views;
    });
  }, 180_000);

  it('refuses a truncated archive, one with a flipped byte and one of a newer schema, leaving the target empty', async () => {
    const target = path.join(scratch, 'refused');
    const bytes = readFileSync(archive);
    const truncated = path.join(scratch, 'truncated.tar');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const flipped = path.join(scratch, 'flipped.tar');
    const altered = Buffer.from(bytes);
    // One bit in the middle of the largest member (the ClickHouse events, most likely).
    const largest = (await listArchive(archive)).reduce((a, b) => (b.size > a.size ? b : a));
    altered[largest.offset + Math.floor(largest.size / 2)] ^= 0x01;
    writeFileSync(flipped, altered);

    // A whole archive from a later version: a migration this code does not know, in both stores.
    const newer = path.join(scratch, 'newer.tar');
    const members = await listArchive(archive);
    const writer = new ArchiveWriter(newer);
    for (const member of members.filter((m) => !m.name.startsWith('manifest.')))
      await writer.addBuffer(member.name, await readMember(archive, member));
    const manifest = JSON.parse(
      (await readMember(archive, members.find((m) => m.name === 'manifest.json') ?? members[0])).toString('utf8'),
    );
    manifest.postgres.migrations.push('AddFutureThing1999999999999');
    manifest.clickhouse.migrations.push(999);
    const manifestBytes = Buffer.from(JSON.stringify(manifest));
    await writer.addBuffer('manifest.json', manifestBytes);
    await writer.addBuffer('manifest.sha256', Buffer.from(createHash('sha256').update(manifestBytes).digest('hex')));
    await writer.finish();

    // Three runs of the restore command, each a process of its own: under a loaded machine each can take 20 s.
    for (const [file, reason] of [
      [truncated, /truncated|damaged/],
      [flipped, /does not match its checksum/],
      [
        newer,
        /newer version of the product: PostgreSQL schema is newer than this code \(unknown migrations: AddFutureThing1999999999999\); ClickHouse schema is newer .*999/,
      ],
    ] as const) {
      const answer = await run('restore', [file], { DATA_DIR: target });
      expect({ code: answer.code, refused: reason.test(answer.stderr) }).toEqual({ code: 2, refused: true });
      expect(answer.stderr).toContain('Nothing was changed');
      expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);
    }
  }, 180_000);

  it('restores into a fresh DATA_DIR; the product there serves the state at the backup', async () => {
    const answer = await run('restore', [archive], { DATA_DIR: restoredDir });
    expect({ code: answer.code, stderr: answer.code ? answer.stderr : '' }).toEqual({ code: 0, stderr: '' });
    expect(answer.stdout).toMatch(/Verified .*live\.tar/);
    expect(answer.stdout).toMatch(/Restored the backup of/);
    expect(answer.stdout).toContain(`event log up to position ${atSnapshot?.position}`);
    expect(answer.stdout).toContain(`Picture library: ${mediaAtBackup.size} files`);
    expect(answer.stdout).toContain("every file checked against the backup's sha256");

    // The picture library is back byte for byte: the same files, the same bytes.
    const restoredMedia = mediaTree(path.join(restoredDir, 'media'));
    expect([...restoredMedia.keys()].sort()).toEqual([...mediaAtBackup.keys()].sort());
    for (const [key, bytes] of mediaAtBackup)
      expect({ key, same: restoredMedia.get(key)?.equals(bytes) }).toEqual({ key, same: true });

    // The restore check hashes every file: one byte changed, or a file gone, is named.
    const members = await listArchive(archive);
    const manifest = manifestSchema.parse(
      JSON.parse(
        (await readMember(archive, members.find((m) => m.name === 'manifest.json') ?? members[0])).toString('utf8'),
      ),
    );
    const checkDir = path.join(scratch, 'media-check');
    for (const [key, bytes] of mediaAtBackup) {
      mkdirSync(path.dirname(path.join(checkDir, key)), { recursive: true });
      writeFileSync(path.join(checkDir, key), bytes);
    }
    expect(await differingMedia(new DiskMediaStorage(checkDir), manifest)).toEqual([]);
    const [changed, gone] = manifest.media.map((entry) => entry.key);
    const altered = Buffer.from(mediaAtBackup.get(changed) ?? Buffer.alloc(0));
    altered[Math.floor(altered.length / 2)] ^= 0x01;
    writeFileSync(path.join(checkDir, changed), altered);
    rmSync(path.join(checkDir, gone));
    expect(await differingMedia(new DiskMediaStorage(checkDir), manifest)).toEqual([changed, `${gone} (missing)`]);

    const port = await freePort();
    restored = startBuiltApi(port, restoredDir, { WEB_DIST_DIR: 'tmp/no-web-build', BACKUP_TIME: 'off' });
    await restored.running();
    const http = request(`http://127.0.0.1:${port}`);
    const login = await http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };

    // Every row of every table as at the backup's snapshot (events up to its position).
    const url = runningEmbeddedPostgres(restoredDir);
    expect(url).toBeDefined();
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      expect(await tables(client, { upTo: atSnapshot?.position })).toEqual(atSnapshot?.tables);
    } finally {
      await client.end();
    }
    // The activity log names the restore (its event follows the restored log).
    const restores = (await http.get('/api/admin/activity').query({ kind: 'restore' }).set(auth).expect(200)).body
      .entries as { actor: unknown; summary: string }[];
    expect(restores).toEqual([
      expect.objectContaining({
        actor: null,
        summary: expect.stringMatching(
          /^Aus der Sicherung live\.tar vom .+ wiederhergestellt \(durch den Betrieb: npm run restore\)$/,
        ),
      }),
    ]);
    // And the product answers them: the offer requests, the users, the content.
    const snapshot = atSnapshot?.tables ?? {};
    const requests = (await http.get('/api/admin/offer-requests').set(auth).expect(200)).body;
    expect(JSON.stringify(requests)).toContain((snapshot['offer_requests'][0] as { email: string }).email);
    const users = (await http.get('/api/admin/users').set(auth).expect(200)).body.users as { id: string }[];
    expect(users.map((u) => u.id).sort()).toEqual(snapshot['users'].map((u) => (u as { id: string }).id).sort());
    const stories = (await http.get('/api/public/success-stories').expect(200)).body as { id: string }[];
    const expectedStories = snapshot['content_items'].filter(
      (row) =>
        (row as { collection: string; deleted_at: unknown }).collection === 'success-stories' &&
        !(row as { deleted_at: unknown }).deleted_at,
    );
    expect(stories.length).toBe(expectedStories.length);

    // The full statistics answer, as the source gave it at the backup (the default period ends 'now').
    const sameMoment = (answer: { period: object }) => ({ ...answer, period: { ...answer.period, to: 'now' } });
    for (const query of STATISTICS_QUERIES) {
      const answer = (await http.get(`/api/admin/statistics${query}`).set(auth).expect(200)).body;
      expect({ query, answer: sameMoment(answer) }).toEqual({
        query,
        answer: sameMoment(statistics[query] as { period: object }),
      });
    }
  }, 240_000);

  it('restores into an empty PostgreSQL server (DATABASE_URL) a migrate run prepared, and backs it up from there', async () => {
    const db = await createTestDatabase('restore_server');
    let restoreEvent = 0;
    try {
      // What the distributed deployment's migrate step leaves: every table, no rows.
      const prepared = new DataSource({ type: 'postgres', url: db.url, migrations });
      await prepared.initialize();
      await prepared.runMigrations({ transaction: 'each' });
      await prepared.destroy();
      const env = { DATABASE_URL: db.url, DATA_DIR: path.join(scratch, 'server-target') };

      const answer = await run('restore', [archive], env);
      expect({ code: answer.code, stderr: answer.code ? answer.stderr : '' }).toEqual({ code: 0, stderr: '' });
      const client = new Client({ connectionString: db.url });
      await client.connect();
      try {
        const restoredTables = await tables(client, { upTo: atSnapshot?.position });
        expect(restoredTables).toEqual(atSnapshot?.tables);
        // One event follows the restored log: the restore itself.
        const after = await client.query('SELECT position, stream_id, type, data FROM events WHERE position > $1', [
          atSnapshot?.position,
        ]);
        restoreEvent = Number(after.rows[0]?.position);
        expect(after.rows).toEqual([
          {
            position: expect.anything(),
            stream_id: 'operations',
            type: 'RestoreCompleted',
            data: expect.objectContaining({ file: 'live.tar', eventPosition: atSnapshot?.position, replaced: false }),
          },
        ]);
      } finally {
        await client.end();
      }

      // Now it holds data: refused without --force, nothing changed.
      const again = await run('restore', [archive], { ...env, DATA_DIR: path.join(scratch, 'server-target-2') });
      expect(again.code).toBe(2);
      expect(again.stderr).toMatch(/PostgreSQL tables with rows: .*events/);

      // And the same command backs the server database up (the product stopped: chDB opened here).
      const out = path.join(scratch, 'from-server.tar');
      const backup = await run('backup', ['--out', out], env);
      expect({ code: backup.code, stderr: backup.code ? backup.stderr : '' }).toEqual({ code: 0, stderr: '' });
      const members = await listArchive(out);
      const manifest = JSON.parse(
        (await readMember(out, members.find((m) => m.name === 'manifest.json') ?? members[0])).toString('utf8'),
      );
      // The archive holds the restore's event too (its backup's own event follows it).
      expect(manifest.postgres.eventPosition).toBe(restoreEvent);
      expect(manifest.files).toEqual([]);
      const [{ type, data }] = (
        await withClient(db.url, (c) => c.query(`SELECT type, data FROM events ORDER BY position DESC LIMIT 1`))
      ).rows;
      expect({ type, data }).toEqual({
        type: 'BackupCompleted',
        data: {
          trigger: 'command',
          file: 'from-server.tar',
          sizeBytes: expect.any(Number),
          eventPosition: manifest.postgres.eventPosition,
        },
      });
    } finally {
      await db.drop();
    }
  }, 180_000);

  it('backs up the running product through npm run backup, path and size last', async () => {
    const out = path.join(scratch, 'again.tar');
    const answer = await run('backup', ['--out', out], { DATA_DIR: restoredDir });
    expect({ code: answer.code, stderr: answer.code ? answer.stderr : '' }).toEqual({ code: 0, stderr: '' });
    const lines = answer.stdout.trim().split('\n');
    expect(lines[0]).toContain('The product is running');
    expect(lines[lines.length - 1]).toMatch(new RegExp(`^Backup written: ${out} \\(.+, \\d+ bytes\\)`));
    expect(existsSync(out)).toBe(true);

    // A scheduler's run (--nightly) through the socket is recorded as the nightly backup, a command as one.
    const nightly = await run('backup', ['--out', path.join(scratch, 'nightly.tar'), '--nightly'], {
      DATA_DIR: restoredDir,
    });
    expect({ code: nightly.code, stderr: nightly.code ? nightly.stderr : '' }).toEqual({ code: 0, stderr: '' });
    const url = runningEmbeddedPostgres(restoredDir);
    expect(url).toBeDefined();
    const recorded = await withClient(url as string, (c) =>
      c.query(`SELECT data FROM events WHERE type = 'BackupCompleted' ORDER BY position DESC LIMIT 2`),
    );
    expect(recorded.rows.map(({ data }) => [data.file, data.trigger])).toEqual([
      ['nightly.tar', 'schedule'],
      ['again.tar', 'command'],
    ]);
  }, 120_000);

  it('refuses a non-empty target, and with --force backs it up before replacing it', async () => {
    await restored?.stop();
    restored = undefined;
    const refused = await run('restore', [archive], { DATA_DIR: restoredDir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/the target is not empty .*--force/s);

    const forced = await run('restore', [archive, '--force'], { DATA_DIR: restoredDir });
    expect({ code: forced.code, stderr: forced.code ? forced.stderr : '' }).toEqual({ code: 0, stderr: '' });
    expect(forced.stdout).toMatch(/--force: backing up what the restore replaces into .*agency-before-restore-/);
    const safety = readdirSync(path.join(restoredDir, 'backups')).filter((name) =>
      name.startsWith('agency-before-restore-'),
    );
    expect(safety).toHaveLength(1);
    expect(readdirSync(restoredDir).filter((name) => name.includes('.before-restore-'))).toEqual([]);
  }, 240_000);
});
