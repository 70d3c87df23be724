import { Dialog } from '../../components/ui/dialog';
import { LoginSteps } from './login-form';
import type { AdminSession } from './session-storage';

/**
 * The staff session ran out while someone works: they log in again right here (with the code when their
 * account has two-factor login), over the screen and any dialog they had open, which keep what was typed.
 * What they were saving goes out once they are back. Only logging in or logging out closes it.
 */
export function SessionExpiredDialog({
  username,
  onSignedIn,
  onLogout,
}: {
  /** The account whose session ran out, when known: only it may go on with the open work. */
  username?: string;
  onSignedIn: (session: AdminSession) => void;
  onLogout: () => void;
}) {
  return (
    <Dialog
      title="Sitzung abgelaufen"
      description="Bitte melden Sie sich erneut an. Ihre Eingaben bleiben erhalten; was Sie gerade speichern wollten, wird danach gespeichert."
      onClose={onLogout}
      dismissible={false}
      size="md"
      testId="session-expired-dialog"
    >
      <LoginSteps
        username={username}
        onSignedIn={onSignedIn}
        actions={
          <button
            type="button"
            onClick={onLogout}
            className="block w-full text-center text-sm text-slate-600 underline hover:text-navy-900"
          >
            Abmelden (Eingaben verwerfen)
          </button>
        }
      />
    </Dialog>
  );
}
