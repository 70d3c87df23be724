import { LogOut } from 'lucide-react';

/** 'Abmelden': ends the staff session wherever the back-office offers it. */
export function LogoutButton({ onLogout, className }: { onLogout: () => void; className: string }) {
  return (
    <button type="button" onClick={onLogout} className={className}>
      <LogOut className="size-4" aria-hidden />
      Abmelden
    </button>
  );
}
