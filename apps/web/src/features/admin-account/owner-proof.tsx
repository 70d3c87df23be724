import type { ComponentProps } from 'react';
import { Input } from '../../components/admin/ui';
import { useTwoFactorStatus } from './api/two-factor';

/**
 * What proves a change of 'Mein Konto' comes from the account's owner: the current password and, with
 * two-factor login, a code from the app or a recovery code. `proof` takes both from a form's values for the
 * request body (the code only with two-factor login).
 */
export function useOwnerProof() {
  const twoFactor = useTwoFactorStatus();
  const withCode = twoFactor.data?.enabled === true;
  const proof = <V extends { current_password: string; code?: string }>(values: V) => ({
    current_password: values.current_password,
    ...(withCode ? { code: values.code } : {}),
  });
  return { withCode, proof };
}

type ProofFieldProps = Omit<ComponentProps<typeof Input>, 'label'>;

/** The current password, as every owner proof asks for it. */
export function CurrentPasswordField(props: ProofFieldProps) {
  return <Input label="Aktuelles Passwort" type="password" required autoComplete="current-password" {...props} />;
}

/** The code field of an owner proof, shown only with two-factor login. */
export function OwnerCodeField({ withCode, ...props }: ProofFieldProps & { withCode: boolean }) {
  if (!withCode) return null;
  return (
    <Input
      label="Code aus der App oder Wiederherstellungscode"
      required
      autoComplete="one-time-code"
      maxLength={40}
      {...props}
    />
  );
}
