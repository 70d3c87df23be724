import { ROLE_LABELS, type Role } from '@agency/contracts';
import { Panel } from '../../components/admin/ui';
import { TwoFactorSection } from './two-factor-section';

/** 'Mein Konto': the signed-in staff member's own settings. */
export function AccountScreen({ username, role }: { username?: string; role: Role }) {
  return (
    <div className="max-w-3xl space-y-6">
      <Panel title="Angemeldet als">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-navy-900">{username ?? '–'}</span> · {ROLE_LABELS[role]}
        </p>
      </Panel>
      <TwoFactorSection />
    </div>
  );
}
