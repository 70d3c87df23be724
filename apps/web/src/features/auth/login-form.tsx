import { LoaderCircle, Lock } from 'lucide-react';
import { loginRequestSchema, type LoginRequest } from '@agency/contracts';
import { useState } from 'react';
import { fieldError, useContractForm } from '../../components/forms/contract-form';
import { TextField } from '../../components/forms/fields';
import { login } from './api/login';
import { useAdminSession } from './admin-session';

export const LOGIN_FAILED_MESSAGE = 'Ungültige Anmeldedaten';

/** Back-office login: username and password, both required (the contract's loginRequestSchema). */
export function LoginForm() {
  const { signIn, notice } = useAdminSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm<LoginRequest>({
    schema: loginRequestSchema,
    defaultValues: { username: '', password: '' },
  });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = handleSubmit(async ({ username, password }) => {
    setPending(true);
    setFailed(false);
    try {
      signIn(await login({ username: username.trim(), password }));
    } catch {
      setFailed(true);
      setPending(false);
    }
  });

  return (
    <div className="grid min-h-screen place-items-center bg-linear-to-br from-navy-950 via-navy-900 to-navy-800 px-4">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-xl bg-accent-400/15 text-accent-300">
            <Lock className="size-6" aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-white">Administration</h1>
          <p className="mt-1 text-sm text-navy-200">Bitte melden Sie sich an.</p>
        </div>
        <form
          onSubmit={(event) => void submit(event)}
          className="space-y-4 rounded-2xl bg-white p-6 shadow-2xl"
          aria-label="Anmeldung"
        >
          {notice && (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
              {notice}
            </p>
          )}
          <TextField
            look="admin"
            label="Benutzername"
            autoComplete="username"
            required
            {...register('username')}
            error={fieldError(errors, 'username')}
          />
          <TextField
            look="admin"
            label="Passwort"
            type="password"
            autoComplete="current-password"
            required
            {...register('password')}
            error={fieldError(errors, 'password')}
          />
          <button
            type="submit"
            disabled={pending}
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-navy-900 px-4 py-2.5 font-semibold text-white transition hover:bg-navy-800 disabled:opacity-60"
          >
            {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            Anmelden
          </button>
          {failed && (
            <p role="alert" className="text-center text-sm font-medium text-red-600">
              {LOGIN_FAILED_MESSAGE}
            </p>
          )}
        </form>
      </div>
    </div>
  );
}
