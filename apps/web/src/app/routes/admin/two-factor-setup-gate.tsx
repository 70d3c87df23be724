import { TWO_FACTOR_MESSAGES } from '@agency/contracts';
import { Logo } from '../../../components/layout/logo';
import { TwoFactorSection } from '../../../features/admin-account';
import { LogoutButton } from './logout-button';

/**
 * What a user sees who must use two-factor login and has not set it up: only the set-up (the api refuses
 * everything else to this session), then the back-office.
 */
export function TwoFactorSetupGate({ onDone, onLogout }: { onDone: () => void; onLogout: () => void }) {
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="flex h-16 items-center justify-between bg-navy-950 px-5">
        <Logo inverted />
        <LogoutButton
          onLogout={onLogout}
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-navy-100 transition hover:bg-white/10 hover:text-white"
        />
      </header>
      <main className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-navy-900">Zwei-Faktor-Anmeldung einrichten</h1>
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status">
          {TWO_FACTOR_MESSAGES.setupRequired}
        </p>
        <TwoFactorSection onEnabled={onDone} />
      </main>
    </div>
  );
}
