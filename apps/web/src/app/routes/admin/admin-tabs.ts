import {
  hasPermission,
  type PermissionKey,
  type Permissions,
  PUBLISHING_PERMISSIONS,
  type Role,
} from '@agency/contracts';
import {
  BarChart3,
  CalendarClock,
  HelpCircle,
  History,
  Image,
  Inbox,
  Layers,
  Mail,
  NotebookPen,
  Server,
  Settings,
  SlidersHorizontal,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { CONTENT_TABS } from '../../../features/admin-collections';

/** The tabs of their own screens; a content kind's tab is its definition's (features/admin-collections). */
type OwnTabValue =
  | 'statistics'
  | 'tracking'
  | 'system'
  | 'requests'
  | 'customer_notes'
  | 'faq'
  | 'services'
  | 'email_templates'
  | 'images'
  | 'backend'
  | 'users'
  | 'planned'
  | 'activity'
  | 'account';

/** A tab: one of its own screen, or a content kind's (named by the kind's name, e.g. 'success-stories'). */
export type AdminTabValue = OwnTabValue | (string & {});

/** Who may open a tab: holders of a permission (or of any of several), admins only, or every signed-in staff member. */
export type TabAccess = PermissionKey | readonly PermissionKey[] | 'admins' | 'everyone';

export interface AdminTab {
  value: AdminTabValue;
  /** The tab's address under /admin/ (adminTabPath): German, like the site's own paths. */
  slug: string;
  permission: TabAccess;
  label: string;
  icon: LucideIcon;
  /** Shown beside the logout button (the own account) rather than in the list of areas. */
  placement?: 'account';
}

/** The tabs of the back-office navigation that are not a content kind's, in their order. */
const OWN_TABS: readonly AdminTab[] = [
  { value: 'statistics', slug: 'statistiken', permission: 'statistics', label: 'Statistiken', icon: BarChart3 },
  { value: 'tracking', slug: 'tracking', permission: 'tracking', label: 'Tracking', icon: SlidersHorizontal },
  { value: 'system', slug: 'system', permission: 'system', label: 'System', icon: Settings },
  { value: 'requests', slug: 'anfragen', permission: 'requests', label: 'Anfragen', icon: Inbox },
  { value: 'customer_notes', slug: 'kundennotizen', permission: 'requests', label: 'Kundennotizen', icon: NotebookPen },
  { value: 'faq', slug: 'faq', permission: 'faq', label: 'FAQ', icon: HelpCircle },
  { value: 'services', slug: 'leistungen', permission: 'services', label: 'Leistungen', icon: Layers },
  {
    value: 'email_templates',
    slug: 'e-mail-vorlagen',
    permission: 'email_templates',
    label: 'E-Mail-Vorlagen',
    icon: Mail,
  },
  { value: 'images', slug: 'bilder', permission: 'images', label: 'Bilder', icon: Image },
  { value: 'backend', slug: 'backend', permission: 'system', label: 'Backend', icon: Server },
  { value: 'users', slug: 'benutzer', permission: 'users', label: 'Benutzer', icon: Users },
];

/**
 * The tabs of the back-office navigation, in their order (docs/product/back-office.md 'Tabs'): the own tabs,
 * each content kind's at the place its definition gives (Website after Tracking; Bewertungen, Erfolgsgeschichten,
 * Portfolio, Preise after System; Rechtstexte after Kundennotizen), those without a place at the end.
 */
export const ADMIN_TABS: readonly AdminTab[] = (() => {
  const tabs = [...OWN_TABS];
  const placed = [...CONTENT_TABS].sort(
    (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
  );
  for (const { value, slug, permission, label, icon, position } of placed)
    tabs.splice(Math.min(position ?? tabs.length, tabs.length), 0, { value, slug, permission, label, icon });
  return tabs;
})();

/**
 * Beyond those tabs: what is planned across content types for whoever edits content,
 * the activity log for admins, and every user's own account.
 */
export const EXTRA_TABS: readonly AdminTab[] = [
  { value: 'planned', slug: 'geplant', permission: PUBLISHING_PERMISSIONS, label: 'Geplant', icon: CalendarClock },
  { value: 'activity', slug: 'aktivitaet', permission: 'admins', label: 'Aktivität', icon: History },
  { value: 'account', slug: 'konto', permission: 'everyone', label: 'Mein Konto', icon: UserCog, placement: 'account' },
];

const ALL_TABS = [...ADMIN_TABS, ...EXTRA_TABS];

function mayOpen(tab: AdminTab, role: Role, permissions: Partial<Permissions>): boolean {
  if (tab.permission === 'everyone') return true;
  if (tab.permission === 'admins') return role === 'admin';
  if (typeof tab.permission !== 'string')
    return tab.permission.some((permission) => hasPermission(role, permissions, permission));
  return hasPermission(role, permissions, tab.permission);
}

/** Tabs the user may see: all for an admin, otherwise those whose permission is granted (and the own account). */
export function permittedTabs(role: Role, permissions: Partial<Permissions>): AdminTab[] {
  return ALL_TABS.filter((tab) => mayOpen(tab, role, permissions));
}

/** The active tab if still permitted, else the first permitted one (null when none is). */
export function resolveActiveTab(active: AdminTabValue | null, tabs: readonly AdminTab[]): AdminTab | null {
  return tabs.find((tab) => tab.value === active) ?? tabs[0] ?? null;
}

/** Where a tab lives: /admin/statistiken, /admin/anfragen, … (a deep link, a reload and back keep it). */
export function adminTabPath(tab: Pick<AdminTab, 'slug'>): string {
  return `/admin/${tab.slug}`;
}

/** The tab a back-office address names, null for /admin itself or an address that names none. */
export function tabOfPath(pathname: string): AdminTabValue | null {
  const slug = pathname
    .replace(/^\/admin\/?/, '')
    .split('/')[0]
    ?.toLowerCase();
  return ALL_TABS.find((tab) => tab.slug === slug)?.value ?? null;
}
