import { successStoriesKind } from '@agency/contracts';
import { adminCollection } from '../collection-definition';

export const successStories = adminCollection(successStoriesKind, {
  noun: 'Success Story',
  addLabel: 'Neue Erfolgsgeschichte',
  dialogTitle: { create: 'Neue Erfolgsgeschichte', edit: 'Erfolgsgeschichte bearbeiten' },
  loadError: 'Fehler beim Laden der Erfolgsgeschichten',
  empty: 'Noch keine Erfolgsgeschichten vorhanden',
  deleteQuestion: (item) => `Erfolgsgeschichte „${String(item.title)}“ wirklich löschen?`,
  fields: [
    { path: 'company', label: 'Firma', kind: 'text', required: true },
    { path: 'title', label: 'Titel', kind: 'text', required: true },
    { path: 'badge', label: 'Badge (Erfolgskennzahl)', kind: 'text', placeholder: '+180% Traffic' },
    { path: 'link', label: 'Link', kind: 'text', initial: '#', hint: '# = kein Link' },
    { path: 'image', label: 'Bild-URL', kind: 'text', type: 'url', required: true, wide: true },
    { path: 'description', label: 'Beschreibung', kind: 'textarea', wide: true, rows: 4 },
    { path: 'enabled', label: 'Aktiv', kind: 'checkbox', initial: true },
  ],
  card: (item) => ({
    title: String(item.title ?? ''),
    subtitle: String(item.company ?? ''),
    text: String(item.description ?? ''),
    image: String(item.image ?? '') || undefined,
    badges: item.badge ? [String(item.badge)] : [],
  }),
});
