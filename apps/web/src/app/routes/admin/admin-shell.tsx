import { ROLE_LABELS, type Permissions, type Role } from '@agency/contracts';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Logo } from '../../../components/layout/logo';
import { cn } from '../../../lib/cn';
import { UnreadBadge } from '../../../features/admin-requests';
import { adminTabPath, permittedTabs, resolveActiveTab, tabOfPath } from './admin-tabs';
import { TabContent } from './tab-content';
import { LogoutButton } from './logout-button';

interface AdminShellProps {
  role: Role;
  permissions: Partial<Permissions>;
  username?: string;
  onLogout: () => void;
}

/**
 * Back-office frame: permission-filtered left navigation, header with tab and role, logout at the bottom.
 * Each tab is an address (/admin/anfragen, …), so deep links, back and forward and a reload keep it;
 * /admin, an unknown address and a tab the user may not see lead to the first tab they may.
 */
export function AdminShell({ role, permissions, username, onLogout }: AdminShellProps) {
  const tabs = permittedTabs(role, permissions);
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const active = resolveActiveTab(tabOfPath(pathname), tabs);
  if (active && pathname !== adminTabPath(active)) return <Navigate to={adminTabPath(active)} replace />;

  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      {navOpen && (
        <div className="fixed inset-0 z-30 bg-navy-950/50 lg:hidden" onClick={() => setNavOpen(false)} aria-hidden />
      )}
      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-navy-950 text-navy-100 transition-transform lg:sticky lg:top-0 lg:h-screen lg:translate-x-0',
          navOpen ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between px-5">
          <Logo inverted />
          <button
            type="button"
            className="rounded-lg p-1.5 text-navy-200 hover:bg-white/10 lg:hidden"
            aria-label="Navigation schließen"
            onClick={() => setNavOpen(false)}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label="Verwaltung" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-0.5">
            {tabs
              .filter((tab) => tab.placement !== 'account')
              .map((tab) => {
                const Icon = tab.icon;
                const isActive = tab.value === active?.value;
                return (
                  <li key={tab.value}>
                    <Link
                      to={adminTabPath(tab)}
                      aria-current={isActive ? 'page' : undefined}
                      onClick={() => setNavOpen(false)}
                      className={cn(
                        'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition',
                        isActive
                          ? 'bg-accent-400/15 text-accent-200'
                          : 'text-navy-200 hover:bg-white/5 hover:text-white',
                      )}
                    >
                      <Icon className="size-4 shrink-0" aria-hidden />
                      {tab.label}
                      {tab.value === 'requests' && <UnreadBadge enabled />}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </nav>
        <div className="space-y-0.5 border-t border-white/10 p-3">
          <nav aria-label="Konto">
            {tabs
              .filter((tab) => tab.placement === 'account')
              .map((tab) => {
                const Icon = tab.icon;
                const isActive = tab.value === active?.value;
                return (
                  <Link
                    key={tab.value}
                    to={adminTabPath(tab)}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={() => setNavOpen(false)}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition',
                      isActive ? 'bg-accent-400/15 text-accent-200' : 'text-navy-200 hover:bg-white/5 hover:text-white',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {tab.label}
                  </Link>
                );
              })}
          </nav>
          <LogoutButton
            onLogout={onLogout}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-navy-200 transition hover:bg-white/5 hover:text-white"
          />
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            className="rounded-lg p-1.5 text-navy-900 hover:bg-slate-100 lg:hidden"
            aria-label="Navigation öffnen"
            aria-expanded={navOpen}
            onClick={() => setNavOpen(true)}
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <h1 className="flex-1 truncate text-lg font-semibold text-navy-900">{active?.label ?? 'Administration'}</h1>
          <span
            className="rounded-full bg-navy-50 px-3 py-1 text-xs font-semibold text-navy-700"
            data-testid="role-label"
          >
            {ROLE_LABELS[role]}
          </span>
        </header>
        <main className="flex-1 p-4 sm:p-6 lg:p-8">
          {active ? (
            <TabContent key={active.value} tab={active.value} staff={{ role, permissions, username }} />
          ) : (
            <p className="rounded-2xl bg-white p-8 text-slate-600">Für Ihr Konto sind keine Bereiche freigegeben.</p>
          )}
        </main>
      </div>
    </div>
  );
}
