import { mysqlSettingsSchema, smtpSettingsSchema } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlugZap } from 'lucide-react';
import { useState } from 'react';
import { HistoryButton } from '../../components/admin/history-panel';
import {
  Banner,
  type BannerMessage,
  Button,
  Input,
  Loading,
  Panel,
  SaveButton,
  Toolbar,
  useBanner,
} from '../../components/admin/ui';
import { useServerForm } from '../../components/admin/use-server-form';
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

function ConnectionForm({
  kind,
  title,
  config,
  passwordSet,
  field,
  onRestored,
}: {
  kind: SystemKind;
  title: string;
  config: Config;
  passwordSet: boolean;
  field: ReturnType<typeof useServerForm<unknown, Config>>['field'];
  onRestored: () => void;
}) {
  const client = useApiClient();
  const [result, setResult] = useState<BannerMessage | null>(null);
  const prefix = kind === 'mysql' ? 'MySQL-Fehler' : 'SMTP-Fehler';
  const test = useMutation({
    mutationFn: () => testConnection(client, kind, config),
    onSuccess: (answer) =>
      setResult(
        answer.success
          ? { kind: 'success', text: kind === 'mysql' ? 'Verbindung erfolgreich!' : 'SMTP-Verbindung erfolgreich!' }
          : { kind: 'error', text: `${prefix}: ${answer.error ?? answer.message ?? 'Verbindung fehlgeschlagen'}` },
      ),
    onError: (error) =>
      setResult({
        kind: 'error',
        text: `Test fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`,
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
  const mysql = useSystemSettings('mysql');
  const smtp = useSystemSettings('smtp');
  const banner = useBanner();
  // A reload (e.g. the one after a save) keeps a field changed since that save began.
  const mysqlForm = useServerForm({
    data: mysql.data,
    toDraft: (data): Config => ({ ...toConfig(data.config), password: '' }),
    schema: mysqlSettingsSchema,
  });
  const smtpForm = useServerForm({
    data: smtp.data,
    toDraft: (data): Config => ({ ...toConfig(data.config), password: '' }),
    schema: smtpSettingsSchema,
  });
  const save = useMutation({
    mutationFn: (next: { mysql: Config; smtp: Config; tokens: { mysql: number; smtp: number } }) =>
      Promise.all([saveSystemSettings(client, 'mysql', next.mysql), saveSystemSettings(client, 'smtp', next.smtp)]),
    onSuccess: (_, { tokens }) => {
      mysqlForm.markSaved(tokens.mysql);
      smtpForm.markSaved(tokens.smtp);
      banner.success('Einstellungen erfolgreich gespeichert!');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'system-settings'] });
    },
    onError: (error) =>
      banner.error(
        error instanceof Error && 'status' in error && Number((error as { status: number }).status) < 500
          ? error.message
          : 'Fehler beim Speichern der Einstellungen',
      ),
  });
  // Both are checked (each message on its field, the first in the banner), then saved together.
  const saveBoth = () =>
    mysqlForm.submit(
      (mysqlConfig, mysqlToken) =>
        smtpForm.submit(
          (smtpConfig, smtpToken) =>
            save.mutate({ mysql: mysqlConfig, smtp: smtpConfig, tokens: { mysql: mysqlToken, smtp: smtpToken } }),
          banner.error,
        ),
      banner.error,
    );
  const restored = (kind: SystemKind) => {
    (kind === 'mysql' ? mysqlForm : smtpForm).discard();
    void queryClient.invalidateQueries({ queryKey: systemSettingsQueryKey(kind) });
  };
  if (mysql.isPending || smtp.isPending || (!mysqlForm.ready && !mysql.isError) || (!smtpForm.ready && !smtp.isError))
    return <Loading />;
  return (
    <div className="space-y-5">
      <Toolbar hint="Beide sind optional: ohne MySQL werden Anfragen nur im System gespeichert, ohne SMTP werden keine E-Mails versendet.">
        <SaveButton onClick={saveBoth} pending={save.isPending} />
      </Toolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      <ConnectionForm
        kind="mysql"
        title="Buchhaltungsdatenbank (MySQL)"
        config={mysqlForm.form.watch()}
        passwordSet={mysql.data?.config.password_set === true}
        field={mysqlForm.field}
        onRestored={() => restored('mysql')}
      />
      <ConnectionForm
        kind="smtp"
        title="E-Mail-Versand (SMTP)"
        config={smtpForm.form.watch()}
        passwordSet={smtp.data?.config.password_set === true}
        field={smtpForm.field}
        onRestored={() => restored('smtp')}
      />
    </div>
  );
}
