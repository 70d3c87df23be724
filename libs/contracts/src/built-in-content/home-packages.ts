import type { HomePackage } from '../content';

/*
 * The three home packages ('Komplettlösungen') with the
 * spec's delivery times and starting prices. The api seeds them (marked as sample) on the first start;
 * the web shows them when the api has none.
 */
export const BUILT_IN_HOME_PACKAGES: readonly HomePackage[] = [
  {
    id: 'corporate-website',
    title: 'Corporate Website',
    description:
      'Ein professioneller Webauftritt, der Ihr Unternehmen überzeugend präsentiert und aus Besuchern Kunden macht.',
    image: '/images/packages/corporate-website.jpg',
    features: [
      'Individuelles, responsives Design',
      'Suchmaschinenoptimierung von Anfang an',
      'Schnelle Ladezeiten und SSL',
      'DSGVO-konforme Formulare',
    ],
    detailedDescription:
      'Mit der Corporate Website erhalten Sie alles aus einer Hand: Strategie, Design, Texte, Entwicklung und Launch. Wir analysieren Ihr Unternehmen und Ihren Wettbewerb, entwickeln eine klare Seitenstruktur und gestalten ein Design, das Ihre Marke stärkt. Die Website wird für Smartphone, Tablet und Desktop optimiert, für Google vorbereitet und nach dem Launch von uns begleitet. Auf Wunsch erhalten Sie ein Redaktionssystem, mit dem Sie Inhalte selbst pflegen.',
    included: [
      'Strategie-Workshop und Wettbewerbsanalyse',
      'Individuelles Design mit zwei Korrekturschleifen',
      'Bis zu 15 Unterseiten inklusive Texten',
      'Technisches SEO und Google-Search-Console-Einrichtung',
      'Einwilligungsbasiertes Analytics-Setup',
      'Schulung und 30 Tage Support nach dem Launch',
    ],
    technologies: ['React', 'TypeScript', 'Tailwind CSS', 'Node.js', 'Headless CMS'],
    deliveryTime: '4-8 Wochen',
    startingPrice: 'ab 3.500 €',
    idealFor: [
      'Mittelständische Unternehmen',
      'Handwerksbetriebe mit mehreren Leistungsbereichen',
      'Arzt- und Therapiepraxen',
      'Kanzleien und Beratungen',
    ],
  },
  {
    id: 'seo-content-paket',
    title: 'SEO & Content Paket',
    description:
      'Mehr Sichtbarkeit bei Google durch kontinuierliche Optimierung und hochwertige Inhalte für Ihre Zielgruppe.',
    image: '/images/packages/seo-content.jpg',
    features: [
      'Keyword-Strategie für Ihre Region',
      'Monatlich neue, suchmaschinenoptimierte Inhalte',
      'Technische SEO-Optimierung',
      'Transparentes monatliches Reporting',
    ],
    detailedDescription:
      'Gute Platzierungen bei Google entstehen nicht über Nacht. Im SEO & Content Paket arbeiten wir über mehrere Monate kontinuierlich an Ihrer Sichtbarkeit: Wir starten mit einem Audit, entwickeln eine Keyword-Strategie für Ihr Einzugsgebiet, optimieren Ihre bestehenden Seiten und veröffentlichen jeden Monat neue Inhalte. Ein monatlicher Bericht zeigt Ihnen, wie sich Rankings, Besucherzahlen und Anfragen entwickeln.',
    included: [
      'SEO-Audit zum Start',
      'Keyword- und Wettbewerbsanalyse',
      'Zwei neue SEO-Texte pro Monat',
      'Optimierung des Google-Unternehmensprofils',
      'On-Page-Optimierung bestehender Seiten',
      'Monatlicher Bericht mit Handlungsempfehlungen',
    ],
    technologies: ['Google Search Console', 'Google Analytics 4', 'SISTRIX', 'Screaming Frog', 'Looker Studio'],
    deliveryTime: '3-6 Monate fortlaufend',
    startingPrice: 'ab 899 € / Monat',
    idealFor: [
      'Unternehmen mit bestehender Website',
      'Lokale Dienstleister mit starker Konkurrenz',
      'Online-Shops mit wachsendem Sortiment',
      'Praxen, die neue Patienten gewinnen möchten',
    ],
  },
  {
    id: 'social-media-management',
    title: 'Social Media Management',
    description:
      'Professionelle Betreuung Ihrer Social-Media-Kanäle – von der Strategie über die Gestaltung bis zur Community.',
    image: '/images/packages/social-media-management.jpg',
    features: [
      'Strategie und Redaktionsplan',
      'Beiträge, Stories und Reels',
      'Community-Management',
      'Monatliche Auswertung',
    ],
    detailedDescription:
      'Wir übernehmen Ihre Social-Media-Kanäle komplett: Gemeinsam legen wir Ziele, Zielgruppen und Tonalität fest, danach planen, gestalten und veröffentlichen wir regelmäßig Inhalte. Wir beantworten Kommentare und Nachrichten, betreuen bei Bedarf bezahlte Kampagnen und berichten Ihnen monatlich, was funktioniert. So bleiben Sie sichtbar, ohne selbst Zeit investieren zu müssen.',
    included: [
      'Kick-off-Workshop zu Marke und Zielgruppe',
      'Monatlicher Redaktionsplan',
      '12 Beiträge und 8 Stories pro Monat',
      'Community-Management an Werktagen',
      'Betreuung bezahlter Kampagnen (Budget separat)',
      'Monatliches Reporting und Strategiegespräch',
    ],
    technologies: ['Meta Business Suite', 'Instagram', 'LinkedIn', 'Canva', 'Adobe Creative Cloud'],
    deliveryTime: 'laufend monatlich',
    startingPrice: 'ab 599 € / Monat',
    idealFor: [
      'Restaurants, Cafés und Hotels',
      'Einzelhandel und Boutiquen',
      'Arbeitgeber auf Fachkräftesuche',
      'Marken mit regionaler Fangemeinde',
    ],
  },
];
