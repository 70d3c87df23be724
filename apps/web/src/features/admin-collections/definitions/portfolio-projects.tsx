import { PORTFOLIO_CATEGORIES, PORTFOLIO_CATEGORY_LABELS, portfolioProjectsKind } from '@agency/contracts';
import { Star } from 'lucide-react';
import { adminCollection } from '../collection-definition';

export const portfolioProjects = adminCollection(portfolioProjectsKind, {
  noun: 'Projekt',
  addLabel: 'Neues Projekt',
  dialogTitle: { create: 'Neues Projekt', edit: 'Projekt bearbeiten' },
  loadError: 'Fehler beim Laden der Projekte',
  empty: 'Noch keine Projekte vorhanden',
  deleteQuestion: (item) => `Projekt „${String(item.title)}“ wirklich löschen?`,
  dialogSize: 'xl',
  fields: [
    { path: 'title', label: 'Titel', kind: 'text', required: true },
    { path: 'client', label: 'Kunde', kind: 'text', required: true },
    {
      path: 'category',
      label: 'Kategorie',
      kind: 'select',
      initial: 'corporate',
      options: PORTFOLIO_CATEGORIES.map((value) => ({ value, label: PORTFOLIO_CATEGORY_LABELS[value] })),
    },
    { path: 'year', label: 'Jahr', kind: 'text', initial: String(new Date().getFullYear()) },
    { path: 'location', label: 'Ort', kind: 'text' },
    { path: 'link', label: 'Link', kind: 'text', type: 'url' },
    { path: 'image', label: 'Bild-URL', kind: 'text', type: 'url', wide: true },
    { path: 'description', label: 'Beschreibung', kind: 'textarea', wide: true, rows: 4 },
    { path: 'technologies', label: 'Technologien', kind: 'list', separator: 'comma' },
    { path: 'features', label: 'Features', kind: 'list', separator: 'comma' },
    { path: 'results.traffic', label: 'Ergebnis: Traffic', kind: 'text' },
    { path: 'results.conversions', label: 'Ergebnis: Conversions', kind: 'text' },
    { path: 'results.engagement', label: 'Ergebnis: Engagement', kind: 'text' },
    { path: 'testimonial.author', label: 'Kundenstimme: Autor', kind: 'text' },
    { path: 'testimonial.position', label: 'Kundenstimme: Position', kind: 'text' },
    { path: 'testimonial.text', label: 'Kundenstimme: Text', kind: 'textarea', wide: true },
    { path: 'featured', label: 'Hervorgehoben (Featured)', kind: 'checkbox', initial: false },
    { path: 'enabled', label: 'Aktiv', kind: 'checkbox', initial: true },
  ],
  card: (item) => {
    const category = String(item.category ?? '') as (typeof PORTFOLIO_CATEGORIES)[number];
    return {
      title: String(item.title ?? ''),
      subtitle: `${String(item.client ?? '')} · ${String(item.year ?? '')}`,
      text: String(item.description ?? ''),
      image: String(item.image ?? '') || undefined,
      badges: [PORTFOLIO_CATEGORY_LABELS[category] ?? category],
      extra: item.featured ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700" data-testid="featured-star">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-label="Featured" />
          Featured
        </span>
      ) : undefined,
    };
  },
});
