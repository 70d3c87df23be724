import { loginCodeRequestSchema, loginRequestSchema, type LoginRequest, TWO_FACTOR_MESSAGES } from '@agency/contracts';
import { LoaderCircle, Lock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf } from '../../components/forms/field-error';
import { TextField } from '../../components/forms/fields';
import { ApiRequestError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { login, loginWithCode } from './api/login';
import { useAdminSession } from './admin-session';
import type { AdminSession } from './session-storage';

export const LOGIN_FAILED_MESSAGE = 'Ungültige Anmeldedaten';
const CODE_FAILED_MESSAGE = TWO_FACTOR_MESSAGES.wrongCode;
/** The second step has ended (expired, or too many wrong codes for the account): the password step again. */
const CHALLENGE_ENDED: readonly string[] = [TWO_FACTOR_MESSAGES.challengeEnded, TWO_FACTOR_MESSAGES.tooManyCodes];

/**
 * The spec's text under the form for every failed password step ('Ungültige Anmeldedaten'); a throttled
 * attempt (429) adds the throttle's sentence after it, and an expired second step says so instead.
 */
const failureText = (error: unknown, fallback: string) => {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status === 429) return fallback === LOGIN_FAILED_MESSAGE ? `${fallback}. ${error.message}` : error.message;
  return /abgelaufen/.test(error.message) ? error.message : fallback;
};

interface LoginStepsProps {
  /** The session, once the password (and for an account with two-factor login, the code) checked out. */
  onSignedIn: (session: AdminSession) => void;
  /** A sign-in again of this account (its session ran out): the name is fixed. */
  username?: string;
  /** What stands above the fields (e.g. why the last session ended). */
  notice?: string | null;
  /** Extra buttons below the submit button. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The login's steps in one form: username and password, both required; for an account with two-factor login,
 * then the code from the authenticator app (or a recovery code). Used by the login screen and by the login
 * in place when a session ran out.
 */
export function LoginSteps({ onSignedIn, username, notice, actions, className }: LoginStepsProps) {
  const [challenge, setChallenge] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The one form layer: each step checked with its contract schema, a message below its field.
  const credentials = useContractForm<LoginRequest>({
    schema: loginRequestSchema,
    defaultValues: { username: username ?? '', password: '' },
  });
  const second = useContractForm<{ code: string }>({
    schema: loginCodeRequestSchema,
    defaultValues: { code: '' },
    payload: (values) => ({ challenge: challenge ?? '', code: values.code }),
  });
  const credentialField = fieldsOf(credentials.register, credentials.formState.errors);
  const codeField = fieldsOf(second.register, second.formState.errors);
  // The second step replaces the password fields: focus moves to its one field.
  useEffect(() => {
    if (challenge) second.setFocus('code');
  }, [challenge, second]);

  async function sendCredentials({ username: name, password }: LoginRequest) {
    setPending(true);
    setFailure(null);
    try {
      const answer = await login({ username: name.trim(), password });
      if ('challenge' in answer) {
        setChallenge(answer.challenge);
        credentials.setValue('password', '');
        setPending(false);
        return;
      }
      onSignedIn(answer);
    } catch (error) {
      setFailure(failureText(error, LOGIN_FAILED_MESSAGE));
      setPending(false);
    }
  }

  async function sendCode({ code }: { code: string }) {
    if (!challenge) return;
    setPending(true);
    setFailure(null);
    try {
      onSignedIn(await loginWithCode(challenge, code));
    } catch (error) {
      second.reset({ code: '' });
      if (error instanceof ApiRequestError && CHALLENGE_ENDED.includes(error.message)) {
        setChallenge(null);
        setFailure(error.message);
      } else {
        setFailure(failureText(error, CODE_FAILED_MESSAGE));
      }
      setPending(false);
    }
  }

  function restart() {
    setChallenge(null);
    second.reset({ code: '' });
    setFailure(null);
  }

  return (
    <form
      onSubmit={(event) =>
        void (challenge ? second.handleSubmit(sendCode) : credentials.handleSubmit(sendCredentials))(event)
      }
      className={cn('space-y-4', className)}
      aria-label="Anmeldung"
    >
      {notice && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {notice}
        </p>
      )}
      {challenge ? (
        <TextField
          look="admin"
          label="Bestätigungscode"
          description="Der 6-stellige Code aus Ihrer Authenticator-App oder einer Ihrer Wiederherstellungscodes."
          autoComplete="one-time-code"
          inputMode="text"
          required
          maxLength={40}
          inputClassName="font-mono tracking-widest"
          {...codeField('code')}
        />
      ) : (
        <>
          <TextField
            look="admin"
            label="Benutzername"
            autoComplete="username"
            required
            readOnly={username !== undefined}
            {...credentialField('username')}
          />
          <TextField
            look="admin"
            label="Passwort"
            type="password"
            autoComplete="current-password"
            required
            data-autofocus={username !== undefined ? true : undefined}
            {...credentialField('password')}
          />
        </>
      )}
      <button
        type="submit"
        disabled={pending}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-navy-900 px-4 py-2.5 font-semibold text-white transition hover:bg-navy-800 disabled:opacity-60"
      >
        {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
        {challenge ? 'Bestätigen' : 'Anmelden'}
      </button>
      {challenge && username === undefined && (
        <button
          type="button"
          onClick={restart}
          className="block w-full text-center text-sm text-slate-600 underline hover:text-navy-900"
        >
          Mit anderem Konto anmelden
        </button>
      )}
      {actions}
      {failure && (
        <p role="alert" className="text-center text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </form>
  );
}

/** Back-office login screen, shown while no session exists. */
export function LoginForm() {
  const { signIn, notice } = useAdminSession();
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
        <LoginSteps onSignedIn={signIn} notice={notice} className="rounded-2xl bg-white p-6 shadow-2xl" />
      </div>
    </div>
  );
}
