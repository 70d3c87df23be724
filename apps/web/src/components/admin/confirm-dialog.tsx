import type { ReactNode } from 'react';
import { Dialog, DialogActions } from '../ui/dialog';
import { Button } from './ui';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive action: every delete, a backend restart or stop, a retention run, dropping
 * unsaved changes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = 'Löschen',
  cancelLabel = 'Abbrechen',
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
        <DialogActions>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} busy={busy} data-autofocus>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </DialogActions>
      }
    >
      <div className="text-sm text-slate-700">{children}</div>
    </Dialog>
  );
}
