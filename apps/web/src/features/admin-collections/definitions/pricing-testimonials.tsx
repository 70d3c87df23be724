import { pricingTestimonialsKind } from '@agency/contracts';
import { Stars } from '../../../components/ui/stars';
import { adminCollection } from '../collection-definition';

export const pricingTestimonials = adminCollection(pricingTestimonialsKind, {
  noun: 'Testimonial',
  addLabel: 'Neue Kundenmeinung',
  dialogTitle: { create: 'Neue Kundenmeinung', edit: 'Kundenmeinung bearbeiten' },
  loadError: 'Fehler beim Laden der Testimonials',
  empty: 'Noch keine Testimonials vorhanden',
  deleteQuestion: (item) => `Kundenmeinung von „${String(item.name)}“ wirklich löschen?`,
  dialogSize: 'md',
  fields: [
    { path: 'name', label: 'Name', kind: 'text', required: true },
    { path: 'company', label: 'Firma', kind: 'text' },
    { path: 'package', label: 'Paket', kind: 'text' },
    { path: 'rating', label: 'Bewertung', kind: 'rating', initial: 5 },
    { path: 'text', label: 'Text', kind: 'textarea', required: true, wide: true, rows: 4 },
    { path: 'enabled', label: 'Aktiv', kind: 'checkbox', initial: true },
  ],
  card: (item) => ({
    title: String(item.name ?? ''),
    subtitle: [item.company, item.package].filter(Boolean).map(String).join(' · '),
    text: String(item.text ?? ''),
    extra: <Stars rating={Number(item.rating ?? 5)} />,
  }),
});
