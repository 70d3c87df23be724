import '../../../lib/zod-without-eval';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Seo } from '../../../components/seo/seo';
import { AdminSessionProvider, LoginForm, SESSION_EXPIRED_MESSAGE, useAdminSession } from '../../../features/auth';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { AdminShell } from './admin-shell';

function AdminGate() {
  const { session, signOut } = useAdminSession();
  const queryClient = useQueryClient();

  const endSession = useCallback(
    (notice?: string) => {
      // Nothing one user loaded may show up for the next one.
      queryClient.removeQueries({ queryKey: ['admin'] });
      signOut(notice);
    },
    [queryClient, signOut],
  );

  const client = useMemo(
    () =>
      session &&
      createApiClient({ getToken: () => session.token, onUnauthorized: () => endSession(SESSION_EXPIRED_MESSAGE) }),
    [session, endSession],
  );

  if (!session || !client) return <LoginForm />;
  return (
    <ApiClientProvider client={client}>
      <AdminShell role={session.role} permissions={session.permissions} onLogout={() => endSession()} />
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
