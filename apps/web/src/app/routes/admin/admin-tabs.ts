import { hasPermission, type PermissionKey, type Permissions, type Role } from '@agency/contracts';
import {
  BarChart3,
  FileText,
  FolderKanban,
  Globe,
  HelpCircle,
  Image,
  Inbox,
  Layers,
  Mail,
  MessageSquare,
  NotebookPen,
  Server,
  Settings,
  SlidersHorizontal,
  Tag,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type AdminTabValue =
  | 'statistics'
  | 'tracking'
  | 'website'
  | 'system'
  | 'testimonials'
  | 'stories'
  | 'portfolio'
  | 'pricing'
  | 'requests'
  | 'customer_notes'
  | 'legal'
  | 'faq'
  | 'services'
  | 'email_templates'
  | 'images'
  | 'backend'
  | 'users';

export interface AdminTab {
  value: AdminTabValue;
  permission: PermissionKey;
  label: string;
  icon: LucideIcon;
}

/** The 17 tabs of spec/back-office.md "Admin navigation", in the spec's order. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'statistics', permission: 'statistics', label: 'Statistiken', icon: BarChart3 },
  { value: 'tracking', permission: 'tracking', label: 'Tracking', icon: SlidersHorizontal },
  { value: 'website', permission: 'website', label: 'Website', icon: Globe },
  { value: 'system', permission: 'system', label: 'System', icon: Settings },
  { value: 'testimonials', permission: 'testimonials', label: 'Bewertungen', icon: MessageSquare },
  { value: 'stories', permission: 'success_stories', label: 'Erfolgsgeschichten', icon: Trophy },
  { value: 'portfolio', permission: 'portfolio', label: 'Portfolio', icon: FolderKanban },
  { value: 'pricing', permission: 'pricing', label: 'Preise', icon: Tag },
  { value: 'requests', permission: 'requests', label: 'Anfragen', icon: Inbox },
  { value: 'customer_notes', permission: 'requests', label: 'Kundennotizen', icon: NotebookPen },
  { value: 'legal', permission: 'legal', label: 'Rechtstexte', icon: FileText },
  { value: 'faq', permission: 'faq', label: 'FAQ', icon: HelpCircle },
  { value: 'services', permission: 'services', label: 'Leistungen', icon: Layers },
  { value: 'email_templates', permission: 'email_templates', label: 'E-Mail-Vorlagen', icon: Mail },
  { value: 'images', permission: 'images', label: 'Bilder', icon: Image },
  { value: 'backend', permission: 'system', label: 'Backend', icon: Server },
  { value: 'users', permission: 'users', label: 'Benutzer', icon: Users },
];

/** Tabs the user may see: all for an admin, otherwise those whose permission is granted. */
export function permittedTabs(role: Role, permissions: Partial<Permissions>): AdminTab[] {
  return ADMIN_TABS.filter((tab) => hasPermission(role, permissions, tab.permission));
}

/** The active tab if still permitted, else the first permitted one (null when none is). */
export function resolveActiveTab(active: AdminTabValue | null, tabs: readonly AdminTab[]): AdminTab | null {
  return tabs.find((tab) => tab.value === active) ?? tabs[0] ?? null;
}
