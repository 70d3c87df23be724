import path from 'node:path';
import { DataSource } from 'typeorm';
import type { BackupRun } from '@agency/contracts';
import { type DomainEvent, type EventMetadata, EventStore } from '@agency/event-store';

/**
 * The operator's work on the whole product, in the event log so the activity log shows it: a
 * backup written or failed, a restore. One stream for all of it; nothing is decided from it (no decider).
 */
export const OPERATIONS_STREAM = 'operations';

export type BackupTrigger = BackupRun['trigger'];

export type OperationsEvent =
  | DomainEvent<
      'BackupCompleted',
      {
        trigger: BackupTrigger;
        /** The archive's file name (not its directory). */
        file: string;
        sizeBytes: number;
        /** The last event the archive holds. */
        eventPosition: number;
      }
    >
  | DomainEvent<'BackupFailed', { trigger: BackupTrigger; message: string }>
  | DomainEvent<
      'RestoreCompleted',
      {
        file: string;
        /** When the restored backup was taken, and the last event it held: the log before this event is its. */
        backupFinishedAt: string;
        eventPosition: number;
        /** Whether it replaced data (`--force`, which backed that data up first). */
        replaced: boolean;
      }
    >;

/** The event of a backup written: what the activity log names (the file, its size, the last event it holds). */
export function backupCompleted(
  trigger: BackupTrigger,
  result: { file: string; size: number; manifest: { postgres: { eventPosition: number } } },
): OperationsEvent {
  return {
    type: 'BackupCompleted',
    data: {
      trigger,
      file: path.basename(result.file),
      sizeBytes: result.size,
      eventPosition: result.manifest.postgres.eventPosition,
    },
  };
}

/** The event of a backup that failed, with the failure's message. */
export const backupFailed = (trigger: BackupTrigger, error: unknown): OperationsEvent => ({
  type: 'BackupFailed',
  data: { trigger, message: failureMessage(error) },
});

/** A failure's message as the log keeps it (bounded: an error can carry a whole stack or a long output). */
export const failureMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Appends one operations event. The schedule and the commands act for nobody (`actor: null`); the activity
 * log says who by the event's `trigger`.
 */
export async function recordOperation(store: EventStore, event: OperationsEvent, metadata: EventMetadata = {}) {
  await store.appendToStream(OPERATIONS_STREAM, [event], {
    expectedVersion: 'any',
    metadata: { actor: null, ...metadata },
  });
}

/**
 * The same from a command that has no api around it (`npm run backup` with the product stopped, `npm run
 * restore`): a short-lived connection to the database at `postgresUrl`. A failure is reported in `log`, never
 * thrown: the backup or restore itself is done.
 */
export async function recordOperationAt(
  postgresUrl: string,
  event: OperationsEvent,
  log: (line: string) => void,
): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url: postgresUrl, poolSize: 1 });
  try {
    await dataSource.initialize();
    await recordOperation(new EventStore(dataSource), event);
  } catch (error) {
    log(`(not recorded in the activity log: ${failureMessage(error)})`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}
