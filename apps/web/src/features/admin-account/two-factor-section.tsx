import {
  confirmPasswordRequestSchema,
  enableTwoFactorRequestSchema,
  RECOVERY_CODE_COUNT,
  type ConfirmPasswordRequest,
  type EnableTwoFactorRequest,
  type TwoFactorSetup,
} from '@agency/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { ShownOnceActions } from '../../components/admin/clipboard-copy';
import { useFormUnsavedChanges, useGuardedClose } from '../../components/admin/unsaved-changes';
import { Banner, Button, errorText, Input, Loading, Panel, useBanner } from '../../components/admin/ui';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf, firstError } from '../../components/forms/field-error';
import { useApiClient } from '../../lib/api-client-context';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorQueryKey,
  useTwoFactorStatus,
} from './api/two-factor';

/** The recovery codes as a text file: a line saying what they are, then one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Wiederherstellungscodes für die Zwei-Faktor-Anmeldung (jeder Code funktioniert genau einmal)',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The recovery codes, shown once after they were made: to copy to the clipboard or to save as a .txt file
 * (made in the browser; the codes never travel again).
 */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'wiederherstellungscodes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="space-y-3" data-testid="recovery-codes">
      <h3 className="text-sm font-semibold text-navy-900">Ihre Wiederherstellungscodes</h3>
      <p className="text-sm text-slate-700">
        Haben Sie Ihr Telefon nicht zur Hand, melden Sie sich mit einem dieser Codes an. Jeder Code funktioniert genau
        einmal. Bewahren Sie sie sicher auf – sie werden nur jetzt angezeigt.
      </p>
      <ol className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-navy-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <ShownOnceActions
        text={recoveryCodesText(codes)}
        copyLabel="Codes kopieren"
        failed="Kopieren nicht möglich – bitte herunterladen oder abschreiben"
        onDone={onDone}
      >
        <Button onClick={download}>
          <Download className="size-4" aria-hidden />
          Als Textdatei herunterladen
        </Button>
      </ShownOnceActions>
    </div>
  );
}

/**
 * 'Zwei-Faktor-Anmeldung' of the signed-in user: set up with a QR code and a first code, recovery codes shown
 * once; once set up, new recovery codes or switching it off, each confirmed with the password.
 * `onEnabled` runs when the user has seen the recovery codes of a new set-up.
 */
export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const banner = useBanner();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  // The one form layer: the code and the password checked with their contract schemas, a message below each.
  const codeForm = useContractForm<EnableTwoFactorRequest>({
    schema: enableTwoFactorRequestSchema,
    defaultValues: { code: '' },
  });
  const passwordForm = useContractForm<ConfirmPasswordRequest>({
    schema: confirmPasswordRequestSchema,
    defaultValues: { password: '' },
  });
  const codeField = fieldsOf(codeForm.register, codeForm.formState.errors);
  const passwordField = fieldsOf(passwordForm.register, passwordForm.formState.errors);
  const password = passwordForm.watch('password');
  const refused = (errors: FieldErrors) => {
    const message = firstError(errors);
    if (message) banner.error(message);
  };
  const [codes, setCodes] = useState<{ list: string[]; afterSetup: boolean } | null>(null);
  const [busy, setBusy] = useState<'setup' | 'enable' | 'disable' | 'renew' | null>(null);

  // A typed code or password is a change while its form is shown; the secret and the codes shown once are not.
  useFormUnsavedChanges(passwordForm, status.isSuccess && status.data.enabled && !codes && !setup);
  const cancelSetup = useGuardedClose(codeForm.formState.isDirty && setup !== null, () => {
    setSetup(null);
    codeForm.reset({ code: '' });
  });

  const reload = () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });

  async function run<T>(what: NonNullable<typeof busy>, action: () => Promise<T>, fallback: string): Promise<T | null> {
    setBusy(what);
    banner.clear();
    try {
      return await action();
    } catch (error) {
      banner.error(errorText(error, fallback));
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function begin() {
    const answer = await run('setup', () => startTwoFactorSetup(client), 'Einrichtung konnte nicht gestartet werden');
    if (answer) setSetup(answer);
  }

  async function confirm({ code }: EnableTwoFactorRequest) {
    const answer = await run('enable', () => enableTwoFactor(client, code), 'Code konnte nicht geprüft werden');
    if (!answer) return;
    setSetup(null);
    codeForm.reset({ code: '' });
    setCodes({ list: answer.recovery_codes, afterSetup: true });
    await reload();
  }

  async function renew({ password }: ConfirmPasswordRequest) {
    const answer = await run('renew', () => renewRecoveryCodes(client, password), 'Codes konnten nicht erzeugt werden');
    if (!answer) return;
    passwordForm.reset({ password: '' });
    setCodes({ list: answer.recovery_codes, afterSetup: false });
    await reload();
  }

  async function disable({ password }: ConfirmPasswordRequest) {
    const answer = await run('disable', () => disableTwoFactor(client, password), 'Abschalten fehlgeschlagen');
    if (answer === null) return;
    passwordForm.reset({ password: '' });
    banner.success('Zwei-Faktor-Anmeldung abgeschaltet');
    await reload();
  }

  function done() {
    const afterSetup = codes?.afterSetup;
    setCodes(null);
    if (afterSetup) onEnabled?.();
  }

  let body: ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError) body = <p className="text-sm text-red-700">Status konnte nicht geladen werden.</p>;
  else if (codes) body = <RecoveryCodeList codes={codes.list} onDone={done} />;
  else if (setup)
    body = (
      <form noValidate onSubmit={(event) => void codeForm.handleSubmit(confirm, refused)(event)} className="space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Öffnen Sie Ihre Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, FreeOTP).</li>
          <li>Scannen Sie den QR-Code oder tippen Sie den Schlüssel ab.</li>
          <li>Geben Sie den 6-stelligen Code ein, den die App anzeigt.</li>
        </ol>
        <div className="flex flex-wrap items-center gap-6">
          <img
            src={setup.qr_code}
            alt="QR-Code zum Einrichten der Zwei-Faktor-Anmeldung"
            width={192}
            height={192}
            className="rounded-lg border border-slate-200 bg-white"
          />
          <div className="min-w-0 space-y-1 text-sm text-slate-700">
            <p>Schlüssel zum Abtippen:</p>
            <code
              className="block break-all rounded bg-slate-100 px-2 py-1 font-mono text-navy-900"
              data-testid="two-factor-secret"
            >
              {setup.secret}
            </code>
          </div>
        </div>
        <Input
          label="Code aus der App"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          {...codeField('code')}
          className="max-w-xs"
        />
        <div className="flex gap-2">
          <Button type="submit" variant="primary" busy={busy === 'enable'} disabled={busy !== null}>
            Bestätigen
          </Button>
          <Button onClick={cancelSetup} disabled={busy !== null}>
            Abbrechen
          </Button>
        </div>
      </form>
    );
  else if (!status.data.enabled)
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Nach dem Passwort fragt die Anmeldung zusätzlich nach einem Code aus einer Authenticator-App auf Ihrem
          Telefon. So bleibt Ihr Konto geschützt, auch wenn jemand Ihr Passwort kennt.
        </p>
        {status.data.required && (
          <p className="text-sm font-medium text-amber-800">Für alle Mitarbeiter vorgeschrieben.</p>
        )}
        <Button variant="primary" busy={busy === 'setup'} disabled={busy !== null} onClick={() => void begin()}>
          Zwei-Faktor-Anmeldung einrichten
        </Button>
      </div>
    );
  else
    body = (
      <div className="space-y-4">
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800" data-testid="two-factor-enabled">
          <ShieldCheck className="size-4" aria-hidden />
          Zwei-Faktor-Anmeldung ist eingerichtet.
        </p>
        <p className="text-sm text-slate-700">
          Noch {status.data.recovery_codes_left} von {RECOVERY_CODE_COUNT} Wiederherstellungscodes übrig.
        </p>
        <Input
          label="Passwort zur Bestätigung"
          type="password"
          autoComplete="current-password"
          {...passwordField('password')}
          className="max-w-xs"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            busy={busy === 'renew'}
            disabled={busy !== null || !password}
            onClick={() => void passwordForm.handleSubmit(renew, refused)()}
          >
            Neue Wiederherstellungscodes
          </Button>
          <Button
            variant="danger"
            busy={busy === 'disable'}
            disabled={busy !== null || !password || status.data.required}
            onClick={() => void passwordForm.handleSubmit(disable, refused)()}
          >
            Abschalten
          </Button>
        </div>
        {status.data.required && (
          <p className="text-sm text-slate-600">Für alle Mitarbeiter vorgeschrieben: Abschalten ist nicht möglich.</p>
        )}
      </div>
    );

  return (
    <Panel title="Zwei-Faktor-Anmeldung">
      <div className="space-y-4">
        <Banner message={banner.message} onClose={banner.clear} />
        {body}
      </div>
    </Panel>
  );
}
