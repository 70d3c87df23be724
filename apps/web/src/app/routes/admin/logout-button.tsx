import { LogOut } from 'lucide-react';
import { useConfirmDiscard } from '../../../components/admin/unsaved-changes';

/** 'Abmelden': ends the staff session wherever the back-office offers it; unsaved changes are asked about first. */
export function LogoutButton({ onLogout, className }: { onLogout: () => void; className: string }) {
  const confirmDiscard = useConfirmDiscard();
  return (
    <button
      type="button"
      onClick={() => void confirmDiscard().then((discard) => discard && onLogout())}
      className={className}
    >
      <LogOut className="size-4" aria-hidden />
      Abmelden
    </button>
  );
}
