import type { ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
import { Button } from './ui';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (spec §5: every delete, backend restart and stop). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = 'Löschen',
  busy,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      size="md"
      testId="confirm-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={onCancel}>Abbrechen</Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} busy={busy} data-autofocus>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="text-sm text-slate-700">{children}</div>
    </Dialog>
  );
}
