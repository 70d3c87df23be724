import { REDIRECT_STATUS_LABELS, REDIRECT_STATUSES, type RedirectStatus, redirectSchema } from '@agency/contracts';
import { useState, type FormEvent } from 'react';
import { Banner, Button, errorText, Input, Select } from '../../components/admin/ui';
import { useGuardedClose } from '../../components/admin/unsaved-changes';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { useCreateRedirect } from './api/not-found-pages';

/**
 * 'Weiterleitung anlegen' for a path that answered 404: the target and the kind, published at once. The same
 * rules as in 'Weiterleitungen': the form checks the contract schema, the server refuses a circle or a chain
 * with its reason, and the dialog stays open with what staff typed.
 */
export function RedirectDialog({
  from,
  onClose,
  onCreated,
}: {
  from: string;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<RedirectStatus>('301');
  const [problem, setProblem] = useState<string>();
  const create = useCreateRedirect();
  // A typed target is not lost by a stray Escape: leaving asks first.
  const close = useGuardedClose(to !== '' || status !== '301', onClose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = redirectSchema.safeParse({ from, to, status });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Fehler beim Speichern');
      return;
    }
    setProblem(undefined);
    create.mutate(
      { from, to: checked.data.to, status },
      {
        onSuccess: onCreated,
        onError: (error) => setProblem(errorText(error, 'Fehler beim Speichern')),
      },
    );
  };
  return (
    <Dialog
      title="Weiterleitung anlegen"
      description={
        <>
          Besucher von <span className="break-all font-mono">{from}</span> werden künftig weitergeleitet.
        </>
      }
      onClose={close}
      size="md"
      testId="redirect-dialog"
      footer={
        <DialogActions>
          <Button onClick={close}>Abbrechen</Button>
          <Button
            variant="primary"
            type="submit"
            form="redirect-from-404"
            disabled={create.isPending}
            busy={create.isPending}
          >
            Weiterleitung anlegen
          </Button>
        </DialogActions>
      }
    >
      <form id="redirect-from-404" noValidate onSubmit={submit} className="space-y-4">
        <Banner message={problem ? { kind: 'error', text: problem } : null} />
        <Input
          label="Ziel"
          value={to}
          placeholder="/neue-seite"
          hint="ein Pfad der Website oder eine Adresse mit https://; bei 410 leer"
          data-autofocus
          onChange={(event) => setTo(event.target.value)}
        />
        <Select label="Art" value={status} onChange={(event) => setStatus(event.target.value as RedirectStatus)}>
          {REDIRECT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REDIRECT_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </form>
    </Dialog>
  );
}
