import {
  type AdminItem,
  CONTENT_KINDS,
  isCollectionKind,
  type CollectionIcon,
  type CollectionKind,
  type ContentKind,
  type PermissionKey,
} from '@agency/contracts';
import {
  Award,
  BookOpen,
  Briefcase,
  CalendarDays,
  FolderKanban,
  GraduationCap,
  MessageSquare,
  Newspaper,
  Signpost,
  Tag,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { InnerTabs } from '../../components/admin/ui';
import { TabPanel, useTabIds } from '../../components/ui/tabs';
import { collectionDefinition } from './collection-definition';
import { CollectionScreen } from './collection-screen';

/** The icon of each name a kind's tab may give. */
const ICONS: Record<CollectionIcon, LucideIcon> = {
  MessageSquare,
  Trophy,
  FolderKanban,
  Tag,
  Briefcase,
  CalendarDays,
  GraduationCap,
  Newspaper,
  Award,
  BookOpen,
  Signpost,
};

/** A back-office tab made of one collection, or of several that share its slug (each in an inner tab). */
export interface CollectionTab {
  /** The first kind's name. */
  value: string;
  slug: string;
  label: string;
  icon: LucideIcon;
  /** The kinds' permissions: holders of any of them open the tab. */
  permission: PermissionKey | readonly PermissionKey[];
  /** Its place among all tabs of the navigation; without one, after them. */
  position?: number;
  kinds: readonly CollectionKind[];
}

/** The tabs of the collections with a screen, in the order of the kinds; kinds of one slug share a tab. */
export function collectionTabs(kinds: readonly ContentKind[] = CONTENT_KINDS): CollectionTab[] {
  const tabs: CollectionTab[] = [];
  for (const kind of kinds) {
    if (!isCollectionKind(kind) || !kind.screen) continue;
    const { tab } = kind.screen;
    const shared = tabs.find((entry) => entry.slug === tab.slug);
    if (shared) {
      const permissions = [...new Set([...[shared.permission].flat(), kind.permission])];
      Object.assign(shared, {
        kinds: [...shared.kinds, kind],
        permission: permissions.length === 1 ? permissions[0] : permissions,
      });
      continue;
    }
    tabs.push({
      value: kind.name,
      slug: tab.slug,
      label: tab.label ?? kind.pluralLabel,
      icon: ICONS[tab.icon ?? 'FolderKanban'],
      permission: kind.permission,
      position: tab.position,
      kinds: [kind],
    });
  }
  return tabs;
}

/** The product's collection tabs. */
export const COLLECTION_TABS: readonly CollectionTab[] = collectionTabs();

/** The screen of a collection's tab: its cards, or one inner tab per collection that shares the tab. */
export function CollectionTabScreen({
  tab,
  cardExtra,
}: {
  tab: Pick<CollectionTab, 'label' | 'kinds'>;
  cardExtra?: (item: AdminItem) => ReactNode;
}) {
  const [active, setActive] = useState(tab.kinds[0].name);
  const ids = useTabIds();
  if (tab.kinds.length === 1)
    return <CollectionScreen definition={collectionDefinition(tab.kinds[0])} cardExtra={cardExtra} />;
  const kind = tab.kinds.find((entry) => entry.name === active) ?? tab.kinds[0];
  const inner = tab.kinds.map((entry) => ({ value: entry.name, label: entry.screen?.tab.inner ?? entry.pluralLabel }));
  return (
    <div className="space-y-5">
      <InnerTabs label={tab.label} tabs={inner} active={kind.name} onChange={setActive} ids={ids} />
      <TabPanel ids={ids} active={kind.name}>
        <CollectionScreen key={kind.name} definition={collectionDefinition(kind)} cardExtra={cardExtra} />
      </TabPanel>
    </div>
  );
}
