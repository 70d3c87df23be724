import {
  type ChangeOwnPasswordForm,
  changeOwnPasswordFormSchema,
  passwordWeakness,
  preparePasswordCheck,
} from '@agency/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner, Button, errorText, Input, Panel, useBanner } from '../../components/admin/ui';
import { useFormUnsavedChanges } from '../../components/admin/unsaved-changes';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf, firstError } from '../../components/forms/field-error';
import { showServerFieldErrors } from '../../components/forms/server-field-errors';
import { useApiClient } from '../../lib/api-client-context';
import { changeOwnPassword } from './api/change-password';
import { twoFactorQueryKey } from './api/two-factor';
import { CurrentPasswordField, OwnerCodeField, useOwnerProof } from './owner-proof';

const EMPTY: ChangeOwnPasswordForm = { current_password: '', new_password: '', new_password_repeat: '', code: '' };

/**
 * 'Passwort ändern' in 'Mein Konto': the current password (and a code with two-factor login) confirms it is
 * the owner; the new one is checked against the password rule here (its dictionaries load on the first
 * check) and again by the api. The other sessions of the account end, this one goes on.
 */
export function PasswordSection({ username }: { username?: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const banner = useBanner();
  const { withCode, proof } = useOwnerProof();
  const [busy, setBusy] = useState(false);
  const form = useContractForm<ChangeOwnPasswordForm>({ schema: changeOwnPasswordFormSchema, defaultValues: EMPTY });
  const field = fieldsOf(form.register, form.formState.errors);
  useFormUnsavedChanges(form);

  async function save(values: ChangeOwnPasswordForm) {
    setBusy(true);
    banner.clear();
    try {
      const weakness = await passwordWeakness(values.new_password, { username });
      if (weakness) {
        form.setError('new_password', { type: 'rule', message: weakness });
        banner.error(weakness);
        return;
      }
      await changeOwnPassword(client, { ...proof(values), new_password: values.new_password });
      form.reset(EMPTY);
      banner.success('Passwort geändert. Ihre Anmeldungen auf anderen Geräten wurden beendet.');
      // A recovery code given as the code is used up.
      if (withCode) await queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['current_password', 'new_password', 'code']);
      form.setValue('code', '');
      banner.error(errorText(error, 'Passwort konnte nicht geändert werden'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Passwort ändern">
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(save, (errors) => banner.error(firstError(errors) ?? 'Bitte die Eingaben prüfen'))(
            event,
          )
        }
        className="space-y-4"
        data-testid="password-form"
      >
        <Banner message={banner.message} onClose={banner.clear} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CurrentPasswordField {...field('current_password')} className="sm:col-span-2 sm:max-w-xs" />
          <Input
            label="Neues Passwort"
            type="password"
            required
            autoComplete="new-password"
            hint="mindestens 12 Zeichen, nicht leicht zu erraten"
            onFocus={preparePasswordCheck}
            {...field('new_password')}
          />
          <Input
            label="Neues Passwort wiederholen"
            type="password"
            required
            autoComplete="new-password"
            {...field('new_password_repeat')}
          />
          <OwnerCodeField withCode={withCode} {...field('code')} className="sm:max-w-xs" />
        </div>
        <Button type="submit" variant="primary" busy={busy} disabled={busy}>
          Passwort ändern
        </Button>
      </form>
    </Panel>
  );
}
