/** The public navigation (docs/product/public-pages.md 'Shared layout'), shared by header and footer. */
export const MAIN_NAVIGATION = [
  { label: 'Startseite', to: '/' },
  { label: 'Leistungen', to: '/leistungen' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Abo-Preise', to: '/preise' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Kontakt', to: '/kontakt' },
] as const;
