/** The public navigation of spec/public-site.md §2.2, shared by header and footer. */
export const MAIN_NAVIGATION = [
  { label: 'Startseite', to: '/' },
  { label: 'Leistungen', to: '/leistungen' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Abo-Preise', to: '/preise' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Kontakt', to: '/kontakt' },
] as const;
