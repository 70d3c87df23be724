import { hasPermission, type Permissions, ROLE_LABELS, type Role } from '@agency/contracts';
import { Panel } from '../../components/admin/ui';
import { ApiKeysSection } from './api-keys-section';
import { PasswordSection } from './password-section';
import { TwoFactorSection } from './two-factor-section';

/** 'Mein Konto': the signed-in staff member's own settings. */
export function AccountScreen({
  username,
  role,
  permissions,
}: {
  username?: string;
  role: Role;
  permissions: Partial<Permissions>;
}) {
  return (
    <div className="max-w-3xl space-y-6">
      <Panel title="Angemeldet als">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-navy-900">{username ?? '–'}</span> · {ROLE_LABELS[role]}
        </p>
      </Panel>
      <PasswordSection username={username} />
      <TwoFactorSection />
      <ApiKeysSection mayReadStatistics={hasPermission(role, permissions, 'statistics')} />
    </div>
  );
}
