import { Gauge } from 'prom-client';
import type { BackupStatus } from '@agency/contracts';
import { metricsRegistry } from '@agency/observability';

let probe: (() => Promise<BackupStatus>) | undefined;

/** The api's backup status, read at each scrape (one per process; `undefined` at shutdown). */
export function setBackupProbe(next: (() => Promise<BackupStatus>) | undefined): void {
  probe = next;
}

// Registered after agency_backup_ok (below), whose collect sets them: a scrape reads the three from one status.
const lastSuccess = new Gauge({
  name: 'agency_backup_last_success_timestamp_seconds',
  help: 'When the last successful backup finished (Unix time); 0 when none is known.',
  registers: [],
});
const lastSize = new Gauge({
  name: 'agency_backup_last_size_bytes',
  help: 'Size of the last successful backup archive.',
  registers: [],
});

new Gauge({
  name: 'agency_backup_ok',
  help: '1 while backups are fine (the last one succeeded within 26 h, or none are scheduled); 0 when the last one failed or none is recent.',
  registers: [metricsRegistry],
  async collect() {
    // Redis away: the gauges keep their last values (the readiness check says why).
    const status = await probe?.().catch(() => undefined);
    if (!status) return;
    this.set(status.state === 'failed' || status.state === 'missing' ? 0 : 1);
    lastSuccess.set(status.last_success ? Date.parse(status.last_success.finished_at) / 1000 : 0);
    lastSize.set(status.last_success?.size_bytes ?? 0);
  },
});
metricsRegistry.registerMetric(lastSuccess);
metricsRegistry.registerMetric(lastSize);
