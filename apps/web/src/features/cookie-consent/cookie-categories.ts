export type CookieCategoryId = 'necessary' | 'analytics' | 'marketing';

export interface CookieCategory {
  id: CookieCategoryId;
  title: string;
  description: string;
  cookies: { name: string; purpose: string; duration: string }[];
}

/** The three categories of the settings dialog (docs/product/consent-and-tracking.md 'Cookie banner'). */
export const COOKIE_CATEGORIES: CookieCategory[] = [
  {
    id: 'necessary',
    title: 'Notwendige Cookies',
    description:
      'Diese Cookies sind für den Betrieb der Website unerlässlich. Sie speichern zum Beispiel Ihre Cookie-Auswahl und können nicht deaktiviert werden.',
    cookies: [
      { name: 'cookie-consent', purpose: 'Speichert Ihre Cookie-Einstellungen', duration: '1 Jahr' },
      { name: 'Sitzungs-Cookie', purpose: 'Technisch notwendige Sitzungsdaten', duration: 'Sitzung' },
    ],
  },
  {
    id: 'analytics',
    title: 'Analyse-Cookies',
    description:
      'Helfen uns zu verstehen, wie Besucher die Website nutzen. Wir verwenden ausschließlich unser eigenes, datenschutzfreundliches Tracking ohne Weitergabe an Dritte.',
    cookies: [
      { name: 'Internes Tracking', purpose: 'Seitenaufrufe und Sitzungen auswerten', duration: 'Sitzung' },
      { name: 'Button-Klicks', purpose: 'Erkennen, welche Schaltflächen genutzt werden', duration: 'Sitzung' },
      { name: 'Scrolltiefe', purpose: 'Messen, wie weit Seiten gelesen werden', duration: 'Sitzung' },
      { name: 'Formular-Analyse', purpose: 'Verbessern der Anfrageformulare', duration: 'Sitzung' },
      { name: 'Performance', purpose: 'Ladezeiten und Fehler erkennen', duration: 'Sitzung' },
    ],
  },
  {
    id: 'marketing',
    title: 'Marketing-Cookies',
    description: 'Derzeit nicht im Einsatz und nur für künftige Kampagnen reserviert.',
    cookies: [{ name: 'Conversion-Tracking', purpose: 'Erfolg von Werbekampagnen messen', duration: '30 Tage' }],
  },
];
