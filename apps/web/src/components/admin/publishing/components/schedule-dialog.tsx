import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../../../lib/api-client-context';
import { Dialog, DialogActions } from '../../../ui/dialog';
import { Banner, Button, errorText, Input, Select, useBanner } from '../../ui';
import { schedulePublication, type PlannedAction } from '../api/schedule-publication';
import { ACTION_LABELS } from './action-labels';

/** 'Veröffentlichen am …' (and, for items, 'Offline nehmen am …'): date and time in Europe/Berlin. */
export function ScheduleDialog({
  resource,
  allowOffline,
  offlineOnly,
  onClose,
  onScheduled,
}: {
  /** The document's or item's admin path. */
  resource: string;
  allowOffline?: boolean;
  /** Without a draft there is nothing to publish: only taking the item offline can be planned. */
  offlineOnly?: boolean;
  onClose: () => void;
  onScheduled: () => void;
}) {
  const client = useApiClient();
  const banner = useBanner();
  const [action, setAction] = useState<PlannedAction>(offlineOnly ? 'take_offline' : 'publish');
  const [at, setAt] = useState('');
  const schedule = useMutation({
    mutationFn: () => schedulePublication(client, resource, { action, at }),
    onSuccess: () => {
      onScheduled();
      onClose();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Planen')),
  });
  const formId = 'schedule-form';
  return (
    <Dialog
      title={`${ACTION_LABELS[action]} am …`}
      onClose={onClose}
      testId="schedule-dialog"
      footer={
        <DialogActions>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button variant="primary" type="submit" form={formId} busy={schedule.isPending} disabled={schedule.isPending}>
            Planen
          </Button>
        </DialogActions>
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          schedule.mutate();
        }}
      >
        <Banner message={banner.message} />
        {allowOffline && !offlineOnly && (
          <Select label="Aktion" value={action} onChange={(event) => setAction(event.target.value as typeof action)}>
            <option value="publish">Entwurf veröffentlichen</option>
            <option value="take_offline">Offline nehmen</option>
          </Select>
        )}
        <Input
          label={`${ACTION_LABELS[action]} am`}
          hint="Datum und Uhrzeit (Europe/Berlin)"
          type="datetime-local"
          required
          value={at}
          onChange={(event) => setAt(event.target.value)}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
