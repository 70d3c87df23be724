import { LoaderCircle, Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { login, loginWithCode } from './api/login';
import { useAdminSession } from './admin-session';

export const LOGIN_FAILED_MESSAGE = 'Ungültige Anmeldedaten';
const CODE_FAILED_MESSAGE = 'Der Code ist ungültig oder abgelaufen.';

/** 429 and an expired second step say what they are; every other failure says only 'Ungültige Anmeldedaten'. */
const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && (error.status === 429 || /abgelaufen/.test(error.message))
    ? error.message
    : fallback;

/**
 * Back-office login: username and password, both required; for an account with two-factor login, then the
 * code from the authenticator app (or a recovery code).
 */
export function LoginForm() {
  const { signIn, notice } = useAdminSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // The second step replaces the password fields: focus moves to its one field.
  useEffect(() => {
    if (challenge) codeInput.current?.focus();
  }, [challenge]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      if (challenge) {
        signIn(await loginWithCode(challenge, code));
        return;
      }
      const answer = await login({ username: username.trim(), password });
      if ('challenge' in answer) {
        setChallenge(answer.challenge);
        setPassword('');
        setPending(false);
        return;
      }
      signIn(answer);
    } catch (error) {
      setFailure(failureText(error, challenge ? CODE_FAILED_MESSAGE : LOGIN_FAILED_MESSAGE));
      if (challenge) setCode('');
      setPending(false);
    }
  }

  function restart() {
    setChallenge(null);
    setCode('');
    setFailure(null);
  }

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
        <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-6 shadow-2xl" aria-label="Anmeldung">
          {notice && (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
              {notice}
            </p>
          )}
          {challenge ? (
            <div>
              <label htmlFor="admin-code" className="block text-sm font-medium text-slate-700">
                Bestätigungscode
              </label>
              <p id="admin-code-hint" className="mt-0.5 text-xs text-slate-600">
                Der 6-stellige Code aus Ihrer Authenticator-App oder einer Ihrer Wiederherstellungscodes.
              </p>
              <input
                id="admin-code"
                name="code"
                autoComplete="one-time-code"
                inputMode="text"
                aria-describedby="admin-code-hint"
                required
                ref={codeInput}
                maxLength={40}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono tracking-widest text-slate-900 outline-none transition focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30"
              />
            </div>
          ) : (
            <>
              <div>
                <label htmlFor="admin-username" className="block text-sm font-medium text-slate-700">
                  Benutzername
                </label>
                <input
                  id="admin-username"
                  name="username"
                  autoComplete="username"
                  required
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 outline-none transition focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30"
                />
              </div>
              <div>
                <label htmlFor="admin-password" className="block text-sm font-medium text-slate-700">
                  Passwort
                </label>
                <input
                  id="admin-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 outline-none transition focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30"
                />
              </div>
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
          {challenge && (
            <button
              type="button"
              onClick={restart}
              className="block w-full text-center text-sm text-slate-600 underline hover:text-navy-900"
            >
              Mit anderem Konto anmelden
            </button>
          )}
          {failure && (
            <p role="alert" className="text-center text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
        </form>
      </div>
    </div>
  );
}
