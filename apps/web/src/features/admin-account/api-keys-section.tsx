import {
  type ApiKey,
  type CreateApiKeyRequest,
  createApiKeyRequestSchema,
  type CreatedApiKey,
} from '@agency/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ShownOnceActions } from '../../components/admin/clipboard-copy';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { loadState } from '../../components/admin/load-state';
import {
  Banner,
  Button,
  DataCell,
  DataTable,
  errorText,
  formatDateTime,
  Input,
  Panel,
  TableHead,
  useBanner,
} from '../../components/admin/ui';
import { useFormUnsavedChanges } from '../../components/admin/unsaved-changes';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf, firstError } from '../../components/forms/field-error';
import { showServerFieldErrors } from '../../components/forms/server-field-errors';
import { useApiClient } from '../../lib/api-client-context';
import { apiKeysQueryKey, createApiKey, revokeApiKey, useApiKeys } from './api/api-keys';
import { CurrentPasswordField, OwnerCodeField, useOwnerProof } from './owner-proof';

const EMPTY: CreateApiKeyRequest = { name: '', current_password: '', code: '' };
const CELL = 'px-3 py-2 text-left align-top';

/** The new key, shown this once, to copy. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4" data-testid="new-api-key">
      <p className="text-sm font-medium text-navy-900">Ihr neuer API-Schlüssel „{created.name}“</p>
      <p className="text-sm text-slate-700">
        Er wird nur jetzt angezeigt. Kopieren Sie ihn in Ihr Skript oder Dashboard und bewahren Sie ihn sicher auf.
      </p>
      <code className="block break-all rounded bg-white px-3 py-2 font-mono text-sm text-navy-900">{created.key}</code>
      <ShownOnceActions
        text={created.key}
        copyLabel="Schlüssel kopieren"
        failed="Kopieren nicht möglich – bitte markieren und kopieren"
        onDone={onDone}
      />
    </div>
  );
}

function KeyTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  if (keys.length === 0) return <p className="text-sm text-slate-600">Noch keine API-Schlüssel angelegt.</p>;
  return (
    <DataTable stack>
      <TableHead
        columns={['Name', 'Schlüssel', 'Erstellt', 'Zuletzt benutzt', 'Aktion']}
        className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500"
        cellClassName={CELL}
      />
      <tbody>
        {keys.map((key) => (
          <tr key={key.id} className="border-b border-slate-100 last:border-0">
            <th scope="row" className={`${CELL} font-medium text-navy-900`}>
              {key.name}
            </th>
            <DataCell label="Schlüssel" className={`${CELL} font-mono`}>
              {key.hint}
            </DataCell>
            <DataCell label="Erstellt" className={CELL}>
              {formatDateTime(key.created_at)}
            </DataCell>
            <DataCell label="Zuletzt benutzt" className={CELL}>
              {key.last_used_at ? formatDateTime(key.last_used_at) : 'noch nie'}
            </DataCell>
            <DataCell label="Aktion" className={CELL}>
              <Button
                variant="danger"
                onClick={() => onRevoke(key)}
                aria-label={`API-Schlüssel „${key.name}“ widerrufen`}
              >
                Widerrufen
              </Button>
            </DataCell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * 'API-Schlüssel' in 'Mein Konto': keys for scripts and dashboards that read the statistics with the owner's
 * rights. Made with the password (and a code with two-factor login), shown once, revocable; staff without the
 * statistics permission are told why they cannot make one.
 */
export function ApiKeysSection({ mayReadStatistics }: { mayReadStatistics: boolean }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const banner = useBanner();
  const { withCode, proof } = useOwnerProof();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const form = useContractForm<CreateApiKeyRequest>({ schema: createApiKeyRequestSchema, defaultValues: EMPTY });
  const field = fieldsOf(form.register, form.formState.errors);
  // A typed name or password is a change; the new key shown once is not.
  useFormUnsavedChanges(form, mayReadStatistics);
  const reload = () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });

  async function create(values: CreateApiKeyRequest) {
    setBusy('create');
    banner.clear();
    try {
      const answer = await createApiKey(client, { name: values.name, ...proof(values) });
      form.reset(EMPTY);
      setCreated(answer);
      await reload();
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['name', 'current_password', 'code']);
      form.setValue('code', '');
      banner.error(errorText(error, 'API-Schlüssel konnte nicht erstellt werden'));
    } finally {
      setBusy(null);
    }
  }

  async function revoke(key: ApiKey) {
    setBusy('revoke');
    banner.clear();
    try {
      await revokeApiKey(client, key.id);
      setRevoking(null);
      banner.success(`API-Schlüssel „${key.name}“ widerrufen`);
      await reload();
    } catch (error) {
      setRevoking(null);
      banner.error(errorText(error, 'API-Schlüssel konnte nicht widerrufen werden'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Panel title="API-Schlüssel">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Mit einem API-Schlüssel lesen Skripte und Dashboards die Statistik – nur lesen, mit Ihren Berechtigungen. Jede
          Abfrage steht in der Aktivität. Ein Skript sendet den Schlüssel als{' '}
          <code className="font-mono text-xs">Authorization: Bearer agk_…</code> an{' '}
          <code className="font-mono text-xs">GET /api/admin/statistics</code> (Parameter wie in der Statistik).
        </p>
        <Banner message={banner.message} onClose={banner.clear} />
        {created && <NewKey created={created} onDone={() => setCreated(null)} />}
        {loadState(keys, 'API-Schlüssel konnten nicht geladen werden') ??
          (keys.data && <KeyTable keys={keys.data} onRevoke={setRevoking} />)}
        {mayReadStatistics ? (
          <form
            noValidate
            onSubmit={(event) =>
              void form.handleSubmit(create, (errors) =>
                banner.error(firstError(errors) ?? 'Bitte die Eingaben prüfen'),
              )(event)
            }
            className="space-y-4 border-t border-slate-100 pt-4"
            data-testid="api-key-form"
          >
            <h3 className="text-sm font-semibold text-navy-900">Neuen API-Schlüssel erstellen</h3>
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                label="Name"
                required
                maxLength={60}
                hint="wofür der Schlüssel ist, z. B. „Dashboard Kunde Müller“"
                {...field('name')}
              />
              <CurrentPasswordField {...field('current_password')} />
              <OwnerCodeField withCode={withCode} {...field('code')} />
            </div>
            <Button type="submit" variant="primary" busy={busy === 'create'} disabled={busy !== null}>
              <KeyRound className="size-4" aria-hidden />
              API-Schlüssel erstellen
            </Button>
          </form>
        ) : (
          <p className="text-sm text-slate-600">
            API-Schlüssel lesen die Statistik. Um einen zu erstellen, brauchen Sie die Berechtigung „Statistik“.
          </p>
        )}
      </div>
      {revoking && (
        <ConfirmDialog
          title="API-Schlüssel widerrufen?"
          confirmLabel="Widerrufen"
          busy={busy === 'revoke'}
          busyLabel="Wird widerrufen…"
          onConfirm={() => void revoke(revoking)}
          onCancel={() => setRevoking(null)}
        >
          Skripte und Dashboards, die „{revoking.name}“ benutzen, bekommen danach keine Antwort mehr. Das lässt sich
          nicht rückgängig machen.
        </ConfirmDialog>
      )}
    </Panel>
  );
}
