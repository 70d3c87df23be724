import '../../../lib/zod-without-eval';
import '../../../lib/german-validation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { UnsavedChangesProvider } from '../../../components/admin/unsaved-changes';
import { Seo } from '../../../components/seo/seo';
import {
  AdminSessionProvider,
  LoginForm,
  logout,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredDialog,
  useAdminSession,
} from '../../../features/auth';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { AdminShell } from './admin-shell';
import { TwoFactorSetupGate } from './two-factor-setup-gate';

function AdminGate() {
  const { session, signIn, signOut } = useAdminSession();
  const queryClient = useQueryClient();
  // Calls waiting for staff to log in again (their session ran out), each told whether they did.
  const [waiting, setWaiting] = useState<((signedIn: boolean) => void)[]>([]);

  const endSession = useCallback(
    async (notice?: string) => {
      // The server revokes the token and clears the cookie first, so a quick new login keeps its own cookie.
      await logout();
      // Nothing one user loaded may show up for the next one.
      queryClient.removeQueries({ queryKey: ['admin'] });
      signOut(notice);
    },
    [queryClient, signOut],
  );
  const latest = useRef({ session, endSession, signIn });
  latest.current = { session, endSession, signIn };

  // One client for the whole visit: a login again in place must not replace what the screens work with.
  const client = useMemo(
    () =>
      createApiClient({
        onUnauthorized: () => void latest.current.endSession(SESSION_EXPIRED_MESSAGE),
        reauthenticate: () => new Promise<boolean>((resolve) => setWaiting((calls) => [...calls, resolve])),
        onTwoFactorSetupRequired: () => {
          const current = latest.current.session;
          if (current) latest.current.signIn({ ...current, twoFactorSetupRequired: true });
        },
      }),
    [],
  );
  const answerWaiting = (signedIn: boolean) => {
    for (const resolve of waiting) resolve(signedIn);
    setWaiting([]);
  };

  if (!session) return <LoginForm />;
  if (session.twoFactorSetupRequired) {
    return (
      <ApiClientProvider client={client}>
        <TwoFactorSetupGate
          onDone={() => signIn({ ...session, twoFactorSetupRequired: false })}
          onLogout={() => void endSession()}
        />
      </ApiClientProvider>
    );
  }
  return (
    <ApiClientProvider client={client}>
      {/* Leaving a tab, reloading or logging out with unsaved changes asks first. */}
      <UnsavedChangesProvider>
        <AdminShell
          role={session.role}
          permissions={session.permissions}
          username={session.username}
          onLogout={() => void endSession()}
        />
      </UnsavedChangesProvider>
      {waiting.length > 0 && (
        <SessionExpiredDialog
          username={session.username}
          onSignedIn={(next) => {
            signIn(next);
            answerWaiting(true);
          }}
          onLogout={() => {
            answerWaiting(false);
            void endSession(SESSION_EXPIRED_MESSAGE);
          }}
        />
      )}
    </ApiClientProvider>
  );
}

/** /admin: the back-office, loaded as its own chunk and rendered in the browser only. */
export default function AdminPage() {
  return (
    <>
      <Seo title="Administration" path="/admin" robots="noindex, nofollow" />
      <AdminSessionProvider>
        <AdminGate />
      </AdminSessionProvider>
    </>
  );
}
