import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearSession, loadSession, saveSession, type AdminSession } from './session-storage';

export const SESSION_EXPIRED_MESSAGE = 'Sitzung abgelaufen. Bitte erneut anmelden.';

interface AdminSessionState {
  session: AdminSession | null;
  /** Why the last session ended, shown on the login screen (e.g. after a 401). */
  notice: string | null;
  signIn: (session: AdminSession) => void;
  signOut: (notice?: string) => void;
}

const AdminSessionContext = createContext<AdminSessionState | null>(null);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AdminSession | null>(() => loadSession());
  const [notice, setNotice] = useState<string | null>(null);

  const signIn = useCallback((next: AdminSession) => {
    saveSession(next);
    setNotice(null);
    setSession(next);
  }, []);

  const signOut = useCallback((reason?: string) => {
    clearSession();
    setNotice(reason ?? null);
    setSession(null);
  }, []);

  const value = useMemo(() => ({ session, notice, signIn, signOut }), [session, notice, signIn, signOut]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionState {
  const state = useContext(AdminSessionContext);
  if (!state) throw new Error('useAdminSession needs an AdminSessionProvider above it');
  return state;
}
