import { pricingPackagesKind } from '@agency/contracts';
import { adminCollection } from '../collection-definition';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });

export const pricingPackages = adminCollection(pricingPackagesKind, {
  noun: 'Paket',
  addLabel: 'Neues Paket',
  dialogTitle: { create: 'Neues Paket', edit: 'Paket bearbeiten' },
  loadError: 'Fehler beim Laden der Pakete',
  empty: 'Noch keine Pakete vorhanden',
  deleteQuestion: (item) => `Paket „${String(item.name)}“ wirklich löschen?`,
  fields: [
    { path: 'name', label: 'Name', kind: 'text', required: true },
    { path: 'price', label: 'Preis (€ pro Monat)', kind: 'price', required: true, initial: 0 },
    { path: 'duration', label: 'Laufzeit', kind: 'text', initial: '24 Monate' },
    { path: 'ctaText', label: 'Button-Text', kind: 'text', initial: 'Paket wählen' },
    { path: 'description', label: 'Beschreibung', kind: 'textarea', wide: true },
    { path: 'features', label: 'Enthaltene Leistungen', kind: 'list', separator: 'line' },
    { path: 'notIncluded', label: 'Nicht enthalten', kind: 'list', separator: 'line' },
    { path: 'popular', label: 'Beliebt (hervorgehoben)', kind: 'checkbox', initial: false },
    { path: 'enabled', label: 'Aktiv', kind: 'checkbox', initial: true },
  ],
  card: (item) => ({
    title: String(item.name ?? ''),
    subtitle: `${euro.format(Number(item.price ?? 0))} / Monat · ${String(item.duration ?? '')}`,
    text: String(item.description ?? ''),
    badges: item.popular ? ['Beliebt'] : [],
    highlight: item.popular === true,
    extra: Array.isArray(item.features) ? (
      <ul className="list-disc pl-5 text-xs text-slate-600">
        {(item.features as string[]).slice(0, 4).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    ) : undefined,
  }),
});
