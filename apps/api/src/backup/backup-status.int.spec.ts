import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { backupStatusSchema } from '@agency/contracts';
import { REDIS } from '../infrastructure/persistence/persistence.module';
import { startTestApi, type TestApi } from '../testing/test-app';
import { backupFileName } from './backup';
import { BackupService } from './backup.service';
import { BackupStatusStore } from './backup-status';

const dir = mkdtempSync(path.join(tmpdir(), 'agency-backups-'));
let api: TestApi;
let token: string;
let store: BackupStatusStore;

beforeAll(async () => {
  api = await startTestApi({ NODE_ENV: 'test', BACKUP_DIR: dir, BACKUP_KEEP: '2', BACKUP_TIME: '03:30' });
  token = await api.login();
  store = new BackupStatusStore(api.app.get<Redis>(REDIS), api.config.REDIS_KEY_PREFIX);
});

afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

const status = async () =>
  backupStatusSchema.parse(
    (
      await api.http
        .get('/api/admin/backend/backup')
        .set({ Authorization: `Bearer ${token}` })
        .expect(200)
    ).body,
  );
const ready = async () => (await api.http.get('/health/ready').expect(200)).body;
const gauge = async (name: string) =>
  Number(new RegExp(`^${name} (\\S+)$`, 'm').exec((await api.http.get('/metrics').expect(200)).text)?.[1]);

describe('scheduled backups and their status (Backend tab, /health/ready, /metrics)', () => {
  it('writes the nightly backup into BACKUP_DIR, keeps the newest BACKUP_KEEP and shows it', async () => {
    // Two older archives of earlier nights and a file that is not one: the oldest archive goes.
    const older = [new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 86_400_000)].map(backupFileName);
    for (const name of [...older, 'notes.txt']) writeFileSync(path.join(dir, name), 'x');

    await api.app.get(BackupService).runNightly();

    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(3);
    expect(files).toContain('notes.txt');
    expect(files).toContain(older[1]);
    expect(files).not.toContain(older[0]);
    const body = await status();
    expect(body).toMatchObject({
      state: 'ok',
      schedule: '03:30',
      keep: 2,
      next_at: expect.stringMatching(/T\d\d:\d\d:00\.000Z$/),
      last: { trigger: 'schedule', outcome: 'ok', file: expect.stringMatching(/^agency-backup-.*\.tar$/) },
    });
    expect(body.last?.size_bytes).toBeGreaterThan(10_000);
    expect(await ready()).toMatchObject({ status: 'ok', checks: { backup: 'ok' } });
    expect(await gauge('agency_backup_ok')).toBe(1);
    expect(await gauge('agency_backup_last_size_bytes')).toBe(body.last?.size_bytes);
  }, 60_000);

  it('turns /health/ready degraded and the gauge to 0 when the last backup failed, back when one succeeds', async () => {
    const at = new Date().toISOString();
    await store.record({
      trigger: 'command',
      started_at: at,
      finished_at: at,
      outcome: 'failed',
      file: null,
      size_bytes: null,
      message: 'disk full',
    });
    expect(await status()).toMatchObject({ state: 'failed', last: { outcome: 'failed', message: 'disk full' } });
    expect(await ready()).toMatchObject({ status: 'degraded', checks: { backup: 'down', postgres: 'ok' } });
    expect(await gauge('agency_backup_ok')).toBe(0);

    await api.app.get(BackupService).runNightly();
    expect(await ready()).toMatchObject({ status: 'ok', checks: { backup: 'ok' } });
  }, 60_000);

  it('calls a backup missing when none succeeded for more than 26 hours', async () => {
    const old = new Date(Date.now() - 27 * 3600_000).toISOString();
    await store.record({
      trigger: 'schedule',
      started_at: old,
      finished_at: old,
      outcome: 'ok',
      file: 'agency-backup-old.tar',
      size_bytes: 1,
      message: null,
    });
    expect((await status()).state).toBe('missing');
    expect(await ready()).toMatchObject({ status: 'degraded', checks: { backup: 'down' } });
    expect(await gauge('agency_backup_ok')).toBe(0);
  });

  it('records each backup in the event log: the activity log shows who started it and how it went', async () => {
    const activity = async () =>
      (
        await api.http
          .get('/api/admin/activity')
          .query({ kind: 'backup' })
          .set({ Authorization: `Bearer ${token}` })
          .expect(200)
      ).body.entries as { kind: string; actor: unknown; summary: string }[];
    await api.app.get(BackupService).runNightly();
    const nightly = (await status()).last?.file as string;
    expect((await activity())[0]).toMatchObject({
      kind: 'backup',
      actor: null,
      summary: expect.stringMatching(
        new RegExp(
          `^Sicherung erstellt: ${nightly.replace(/\./g, '\\.')} \\(\\d+(,\\d)? (Bytes|KB|MB); nächtliche Sicherung\\)$`,
        ),
      ),
    });

    // `npm run backup` (through the product's socket) onto a file that exists: refused, and recorded so.
    const taken = path.join(dir, 'schon-da.tar');
    writeFileSync(taken, 'x');
    await expect(api.app.get(BackupService).run(taken, () => undefined, 'command')).rejects.toThrow(/exists already/);
    // In German: the error's English ('… exists already') stays in the server log.
    expect((await activity())[0]).toMatchObject({
      actor: null,
      summary: 'Sicherung fehlgeschlagen (durch den Betrieb: npm run backup): Die Zieldatei gibt es schon',
    });
    expect((await status()).last).toMatchObject({ outcome: 'failed', message: 'Die Zieldatei gibt es schon' });
    rmSync(taken);
  }, 60_000);

  it('answers the status to staff with the system permission only', async () => {
    await api.http.get('/api/admin/backend/backup').expect(401);
  });
});
