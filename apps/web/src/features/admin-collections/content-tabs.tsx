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
  FileText,
  FolderKanban,
  Globe,
  GraduationCap,
  MessageSquare,
  Newspaper,
  Signpost,
  Tag,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { InnerTabs } from '../../components/admin/ui';
import { TabPanel, useTabIds } from '../../components/ui/tabs';
import { collectionDefinition } from './collection-definition';
import { CollectionScreen } from './collection-screen';
import { DocumentScreen, type ScreenedDocumentKind } from './document-screen';

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
  Globe,
  FileText,
  Target,
};

/** A kind with a screen of the back-office: a collection's cards, or a document's form. */
type ScreenedKind = (CollectionKind & { screen: NonNullable<CollectionKind['screen']> }) | ScreenedDocumentKind;

const hasScreen = (kind: ContentKind): kind is ScreenedKind => kind.screen !== undefined;

/** A back-office tab made of one kind's screen, or of several that share its slug (each in an inner tab). */
export interface ContentTab {
  /** The first kind's name. */
  value: string;
  slug: string;
  label: string;
  icon: LucideIcon;
  /** The kinds' permissions: holders of any of them open the tab. */
  permission: PermissionKey | readonly PermissionKey[];
  /** Its place among all tabs of the navigation; without one, after them. */
  position?: number;
  kinds: readonly ScreenedKind[];
}

/** The tabs of the kinds with a screen, in the order of the kinds; kinds of one slug share a tab. */
export function contentTabs(kinds: readonly ContentKind[] = CONTENT_KINDS): ContentTab[] {
  const tabs: ContentTab[] = [];
  for (const kind of kinds) {
    if (!hasScreen(kind)) continue;
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
      label: tab.label ?? innerLabel(kind),
      icon: ICONS[tab.icon ?? 'FolderKanban'],
      permission: kind.permission,
      position: tab.position,
      kinds: [kind],
    });
  }
  return tabs;
}

/** The product's tabs made from kinds. */
export const CONTENT_TABS: readonly ContentTab[] = contentTabs();

const innerLabel = (kind: ScreenedKind) =>
  kind.screen.tab.inner ?? (isCollectionKind(kind) ? kind.pluralLabel : kind.label);

/** A kind's screen; `cardExtra` adds to each card of a collection (a redirect's hits). */
function KindScreen({ kind, cardExtra }: { kind: ScreenedKind; cardExtra?: (item: AdminItem) => ReactNode }) {
  return isCollectionKind(kind) ? (
    <CollectionScreen definition={collectionDefinition(kind)} cardExtra={cardExtra} />
  ) : (
    <DocumentScreen kind={kind} />
  );
}

/** The screen of a kind's tab, or one inner tab per kind that shares the tab. */
export function ContentTabScreen({
  tab,
  cardExtra,
}: {
  tab: Pick<ContentTab, 'label' | 'kinds'>;
  cardExtra?: (item: AdminItem) => ReactNode;
}) {
  const [active, setActive] = useState(tab.kinds[0].name);
  const ids = useTabIds();
  if (tab.kinds.length === 1) return <KindScreen kind={tab.kinds[0]} cardExtra={cardExtra} />;
  const kind = tab.kinds.find((entry) => entry.name === active) ?? tab.kinds[0];
  const inner = tab.kinds.map((entry) => ({ value: entry.name, label: innerLabel(entry) }));
  return (
    <div className="space-y-5">
      <InnerTabs label={tab.label} tabs={inner} active={kind.name} onChange={setActive} ids={ids} />
      <TabPanel ids={ids} active={kind.name}>
        <KindScreen key={kind.name} kind={kind} cardExtra={cardExtra} />
      </TabPanel>
    </div>
  );
}
