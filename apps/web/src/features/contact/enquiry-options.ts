/** Choices of the contact page's enquiry form (spec/public-site.md §3, §5). */
export const COUNTRIES: { value: string; label: string }[] = [
  'Deutschland',
  'Österreich',
  'Schweiz',
  'Frankreich',
  'Niederlande',
  'Belgien',
  'Luxemburg',
  'Polen',
  'Tschechien',
  'Dänemark',
  'Schweden',
  'Norwegen',
  'Finnland',
  'Italien',
  'Spanien',
  'Portugal',
  'Vereinigtes Königreich',
  'Irland',
]
  .map((c) => ({ value: c, label: c }))
  .concat({ value: 'Anderes', label: 'Anderes Land' });

/** Project types: key and label ('Neue Website' and 'Online-Shop' are the spec's words). */
export const PROJECT_TYPES: { value: string; label: string }[] = [
  { value: 'website', label: 'Neue Website' },
  { value: 'redesign', label: 'Website-Redesign' },
  { value: 'ecommerce', label: 'Online-Shop' },
  { value: 'webapp', label: 'Web-Anwendung' },
  { value: 'mobile', label: 'Mobile App' },
  { value: 'consulting', label: 'Beratung' },
  { value: 'maintenance', label: 'Wartung & Support' },
  { value: 'other', label: 'Sonstiges Projekt' },
];

export const BUDGETS: { value: string; label: string }[] = [
  { value: 'under-5k', label: 'unter 5.000 €' },
  { value: '5k-15k', label: '5.000 - 15.000 €' },
  { value: '15k-30k', label: '15.000 - 30.000 €' },
  { value: '30k-50k', label: '30.000 - 50.000 €' },
  { value: 'over-50k', label: 'über 50.000 €' },
  { value: 'discuss', label: 'Nach Absprache' },
];

export const TIMELINES = [
  'So schnell wie möglich',
  'Innerhalb von 1-3 Monaten',
  'In 3-6 Monaten',
  'In mehr als 6 Monaten',
  'Flexibel',
];

export const DEFAULT_COUNTRY = 'Deutschland';
export const GENERAL_ENQUIRY = 'Allgemeine Anfrage';
export const NOT_GIVEN = 'Nicht angegeben';
