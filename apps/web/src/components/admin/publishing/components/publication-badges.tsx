import type { PublicationStatus } from '@agency/contracts';
import { cn } from '../../../../lib/cn';
import { formatDateTime } from '../../ui';

/** 'Entwurf' / 'Veröffentlicht' / 'Geplant' of a document or item. */
export function PublicationBadges({ status, className }: { status: PublicationStatus; className?: string }) {
  return (
    <span className={cn('inline-flex flex-wrap gap-1', className)} data-testid="publication-status">
      {status.published && (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
          Veröffentlicht
        </span>
      )}
      {status.hasDraft && (
        <span
          className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
          title={
            status.draftUpdatedAt
              ? `Entwurf vom ${formatDateTime(status.draftUpdatedAt)}${status.draftUpdatedBy ? ` (${status.draftUpdatedBy})` : ''}`
              : undefined
          }
        >
          Entwurf
        </span>
      )}
      {status.plans > 0 && (
        <span className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-medium text-navy-800">Geplant</span>
      )}
    </span>
  );
}
