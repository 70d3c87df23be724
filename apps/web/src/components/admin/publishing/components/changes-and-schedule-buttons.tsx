import type { PublicationStatus } from '@agency/contracts';
import { CalendarClock, FileDiff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui';
import { ChangesDialog } from './changes-dialog';
import { ScheduleDialog } from './schedule-dialog';

/**
 * The buttons of a document or item that apply to its state: with a draft 'Änderungen' and 'Veröffentlichen
 * am …'; a published item without one only 'Offline nehmen am …' (where items can be taken offline); else none.
 */
export function ChangesAndScheduleButtons({
  resource,
  status,
  allowOffline,
  fieldLabels,
  itemNames,
  onScheduled,
  compact,
}: {
  /** The document's or item's admin path. */
  resource: string;
  status: PublicationStatus;
  /** Items can be taken offline (documents cannot). */
  allowOffline?: boolean;
  fieldLabels?: Record<string, string>;
  itemNames?: Record<string, string>;
  onScheduled: () => void;
  compact?: boolean;
}) {
  const [open, setOpen] = useState<'changes' | 'schedule' | null>(null);
  const size = compact ? 'px-2 py-1 text-xs' : undefined;
  const offlineOnly = !status.hasDraft && status.published && allowOffline === true;
  if (!status.hasDraft && !offlineOnly) return null;
  return (
    <>
      {status.hasDraft && (
        <Button className={size} onClick={() => setOpen('changes')}>
          <FileDiff className="size-4" aria-hidden />
          Änderungen
        </Button>
      )}
      <Button className={size} onClick={() => setOpen('schedule')}>
        <CalendarClock className="size-4" aria-hidden />
        {offlineOnly ? 'Offline nehmen am …' : 'Veröffentlichen am …'}
      </Button>
      {open === 'changes' && (
        <ChangesDialog
          resource={resource}
          fieldLabels={fieldLabels}
          itemNames={itemNames}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'schedule' && (
        <ScheduleDialog
          resource={resource}
          allowOffline={allowOffline && status.published}
          offlineOnly={offlineOnly}
          onClose={() => setOpen(null)}
          onScheduled={onScheduled}
        />
      )}
    </>
  );
}
