import { testimonialsKind } from '@agency/contracts';
import { Stars } from '../../../components/ui/stars';
import { adminCollection } from '../collection-definition';

/** Customer testimonials of the home page ('Bewertungen'). */
export const testimonials = adminCollection(testimonialsKind, {
  noun: 'Bewertung',
  addLabel: 'Neue Bewertung',
  dialogTitle: { create: 'Neue Bewertung', edit: 'Bewertung bearbeiten' },
  loadError: 'Fehler beim Laden der Bewertungen',
  empty: 'Noch keine Bewertungen vorhanden',
  deleteQuestion: (item) => `Bewertung von „${String(item.name)}“ wirklich löschen?`,
  closeDelayMs: 500,
  dialogSize: 'md',
  fields: [
    { path: 'name', label: 'Name', kind: 'text', required: true },
    { path: 'company', label: 'Firma', kind: 'text' },
    { path: 'rating', label: 'Bewertung', kind: 'rating', initial: 5, wide: true },
    { path: 'text', label: 'Text', kind: 'textarea', required: true, wide: true, rows: 4 },
    { path: 'image', label: 'Bild-URL', kind: 'text', type: 'url', hint: 'optional', wide: true },
    { path: 'enabled', label: 'Aktiv', kind: 'checkbox', initial: true },
  ],
  card: (item) => ({
    title: String(item.name ?? ''),
    subtitle: String(item.company ?? ''),
    text: String(item.text ?? ''),
    extra: <Stars rating={Number(item.rating ?? 5)} />,
  }),
});
