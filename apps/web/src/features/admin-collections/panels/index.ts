import { MarkdownPreview } from './markdown-preview';
import type { PanelWidget } from './panel';
import { SocialLinks } from './social-links';

export type { PanelProps, PanelWidget } from './panel';

/** The panels a document's screen may name where its form is special, by name. */
const PANELS: Readonly<Record<string, PanelWidget>> = {
  'social-links': SocialLinks,
  'markdown-preview': MarkdownPreview,
};

/** The panel a document's screen names; an unknown name is a mistake in the kind's definition. */
export function panelOf(name: string): PanelWidget {
  const panel = Object.hasOwn(PANELS, name) ? PANELS[name] : undefined;
  if (!panel) throw new Error(`Unbekanntes Feld '${name}' im Formular.`);
  return panel;
}
