import { CONNECTION_OUTCOME_TEXTS, mysqlSettingsSchema, smtpSettingsSchema } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlugZap } from 'lucide-react';
import { useState } from 'react';
import { HistoryButton } from '../../components/admin/history-panel';
import {
  Banner,
  type BannerMessage,
  Button,
  errorText,
  Input,
  Panel,
  SaveButton,
  Toolbar,
  useBanner,
} from '../../components/admin/ui';
import { allLoads, loadState } from '../../components/admin/load-state';
import { type ServerFormSave, useServerForm } from '../../components/admin/use-server-form';
import { ApiRequestError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-client-context';
import { systemSettingsQueryKey, useSystemSettings, type SystemKind } from './api/get-system-settings';
import { saveSystemSettings } from './api/save-system-settings';
import { testConnection } from './api/test-connection';

type Config = Record<string, string>;
const FIELDS: Record<SystemKind, { key: string; label: string; type?: string }[]> = {
  mysql: [
    { key: 'host', label: 'Host' },
    { key: 'port', label: 'Port' },
    { key: 'user', label: 'Benutzer' },
    { key: 'password', label: 'Passwort', type: 'password' },
    { key: 'database', label: 'Datenbank' },
  ],
  smtp: [
    { key: 'host', label: 'SMTP-Host' },
    { key: 'port', label: 'Port' },
    { key: 'user', label: 'Benutzer' },
    { key: 'password', label: 'Passwort', type: 'password' },
    { key: 'from_email', label: 'Absender-E-Mail', type: 'email' },
    { key: 'from_name', label: 'Absender-Name' },
  ],
};

const toConfig = (raw: Record<string, unknown> | undefined): Config =>
  Object.fromEntries(
    Object.entries(raw ?? {})
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  );

const SCHEMAS = { mysql: mysqlSettingsSchema, smtp: smtpSettingsSchema };

/**
 * One connection's settings as the server holds them, and the form over them with the password empty (the
 * server never returns it). A reload (e.g. the one after a save) keeps a field changed since that save began.
 */
function useConnectionSettings(kind: SystemKind) {
  const query = useSystemSettings(kind);
  const edited = useServerForm({
    query,
    failure: 'Fehler beim Laden der Einstellungen',
    toDraft: (data): Config => ({ ...toConfig(data.config), password: '' }),
    schema: SCHEMAS[kind],
  });
  return { ...edited, query };
}
type ConnectionSettings = ReturnType<typeof useConnectionSettings>;

function ConnectionForm({
  kind,
  title,
  settings,
  onRestored,
}: {
  kind: SystemKind;
  title: string;
  settings: ConnectionSettings;
  onRestored: () => void;
}) {
  const { field } = settings;
  const config = settings.form.watch();
  const passwordSet = settings.query.data?.config.password_set === true;
  const client = useApiClient();
  const [result, setResult] = useState<BannerMessage | null>(null);
  const prefix = kind === 'mysql' ? 'MySQL-Fehler' : 'SMTP-Fehler';
  const test = useMutation({
    mutationFn: () => testConnection(client, kind, config),
    onSuccess: (answer) =>
      setResult(
        answer.success
          ? { kind: 'success', text: kind === 'mysql' ? 'Verbindung erfolgreich!' : 'SMTP-Verbindung erfolgreich!' }
          : {
              kind: 'error',
              // One of the fixed outcomes; a reached server that lacks the customers table says so.
              text: `${prefix}: ${answer.outcome === 'reached' ? (answer.error ?? answer.message) : CONNECTION_OUTCOME_TEXTS[answer.outcome]}`,
            },
      ),
    onError: (error) =>
      setResult({
        kind: 'error',
        // A refusal (400, 429) in the api's words; anything else with a German reason, never the browser's.
        text:
          error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 404
            ? `Test fehlgeschlagen: ${error.message}`
            : errorText(error, 'Test fehlgeschlagen'),
      }),
  });
  return (
    <Panel
      title={title}
      actions={
        <>
          <HistoryButton
            compact
            resource={`/api/admin/system-settings/${kind}`}
            title={title}
            fieldLabels={{
              ...Object.fromEntries(FIELDS[kind].map((field) => [field.key, field.label])),
              password_updated_at: 'Passwort geändert am',
            }}
            onRestored={onRestored}
          />
          <Button onClick={() => test.mutate()} disabled={!config.user?.trim() || test.isPending} busy={test.isPending}>
            <PlugZap className="size-4" aria-hidden />
            Verbindung testen
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <Banner message={result} />
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS[kind].map((entry) => (
            <Input
              key={entry.key}
              label={entry.label}
              type={entry.type ?? 'text'}
              {...field(entry.key)}
              hint={
                entry.key === 'password' && passwordSet
                  ? 'gespeichert – leer lassen = unverändert; bei geänderter Verbindung bitte erneut eingeben'
                  : undefined
              }
              autoComplete="off"
            />
          ))}
        </div>
      </div>
    </Panel>
  );
}

/** System: accounting database (MySQL) and outgoing mail (SMTP), both optional, saved together. */
export function SystemSettingsScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const mysql = useConnectionSettings('mysql');
  const smtp = useConnectionSettings('smtp');
  const banner = useBanner();
  const save = useMutation({
    mutationFn: (next: { mysql: ServerFormSave<Config>; smtp: ServerFormSave<Config> }) =>
      Promise.all([
        saveSystemSettings(client, 'mysql', next.mysql.values, next.mysql.version),
        saveSystemSettings(client, 'smtp', next.smtp.values, next.smtp.version),
      ]),
    onSuccess: ([mysqlAnswer, smtpAnswer], next) => {
      mysql.markSaved(next.mysql.token, mysqlAnswer.version);
      smtp.markSaved(next.smtp.token, smtpAnswer.version);
      banner.success('Einstellungen erfolgreich gespeichert!');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'system-settings'] });
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern der Einstellungen')),
  });
  // Both are checked (each message on its field, the first in the banner), then saved together.
  const saveBoth = () =>
    mysql.submit(
      (mysqlSave) => smtp.submit((smtpSave) => save.mutate({ mysql: mysqlSave, smtp: smtpSave }), banner.error),
      banner.error,
    );
  const restored = (kind: SystemKind) => {
    (kind === 'mysql' ? mysql : smtp).discard();
    void queryClient.invalidateQueries({ queryKey: systemSettingsQueryKey(kind) });
  };
  // Until both forms hold the server's data: how the two loads stand, one 'Erneut versuchen' for both.
  if (!mysql.ready || !smtp.ready)
    return loadState({ ...allLoads(mysql.query, smtp.query), data: undefined }, 'Fehler beim Laden der Einstellungen');
  return (
    <div className="space-y-5">
      <Toolbar hint="Beide sind optional: ohne MySQL werden Anfragen nur im System gespeichert, ohne SMTP werden keine E-Mails versendet.">
        <SaveButton onClick={saveBoth} pending={save.isPending} />
      </Toolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      <ConnectionForm
        kind="mysql"
        title="Buchhaltungsdatenbank (MySQL)"
        settings={mysql}
        onRestored={() => restored('mysql')}
      />
      <ConnectionForm kind="smtp" title="E-Mail-Versand (SMTP)" settings={smtp} onRestored={() => restored('smtp')} />
    </div>
  );
}
