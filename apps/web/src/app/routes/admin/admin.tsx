import '../../../lib/zod-without-eval';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Seo } from '../../../components/seo/seo';
import {
  AdminSessionProvider,
  LoginForm,
  logout,
  SESSION_EXPIRED_MESSAGE,
  useAdminSession,
} from '../../../features/auth';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { AdminShell } from './admin-shell';
import { TwoFactorSetupGate } from './two-factor-setup-gate';

function AdminGate() {
  const { session, signIn, signOut } = useAdminSession();
  const queryClient = useQueryClient();

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

  const client = useMemo(
    () =>
      session &&
      createApiClient({
        onUnauthorized: () => void endSession(SESSION_EXPIRED_MESSAGE),
        onTwoFactorSetupRequired: () => signIn({ ...session, twoFactorSetupRequired: true }),
      }),
    [session, endSession, signIn],
  );

  if (!session || !client) return <LoginForm />;
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
      <AdminShell
        role={session.role}
        permissions={session.permissions}
        username={session.username}
        onLogout={() => void endSession()}
      />
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
