import type { z } from 'zod';
import type { Service, servicePackageSchema } from '../content';

/*
 * Built-in services: six core services and six
 * extra services, prices net as the spec gives them. The api seeds them (marked as sample) on the first
 * start; the web shows them when GET /api/services fails or answers nothing. Array order is staff order.
 */

/** A package of a built-in service; prices and setup fees are display texts ('1.190 €'). */
export type BuiltInServicePackage = Pick<z.output<typeof servicePackageSchema>, 'name' | 'features'> & {
  /** Scope in pages (website packages only). */
  pages?: string;
  price: string;
  /** One-off setup fee, only where the spec names one. */
  setup?: string;
};

export type BuiltInService = Omit<Service, 'price' | 'packages' | 'addons' | 'sample'> & {
  packages: BuiltInServicePackage[];
  addons: { name: string; price: string }[];
};

export const BUILT_IN_SERVICES: readonly BuiltInService[] = [
  // ── Kernleistungen ────────────────────────────────────────────────────────────────────────────
  {
    id: 'website-ohne-cms',
    title: 'Website ohne CMS – Design & SEO',
    subtitle: 'Schnelle, sichere Websites für kleine und mittlere Unternehmen',
    description:
      'Individuell gestaltete Website ohne Redaktionssystem: blitzschnell, wartungsarm und von Anfang an für Google optimiert – ideal für Handwerksbetriebe, Praxen, Restaurants und Dienstleister.',
    detailedDescription:
      'Wir entwickeln Ihre Website als schlanke, statisch ausgelieferte Seite ohne CMS. Das bedeutet: keine Plugin-Updates, kaum Angriffsfläche und Ladezeiten, die Besucher und Suchmaschinen gleichermaßen überzeugen. Gemeinsam mit Ihnen erarbeiten wir Struktur und Inhalte, gestalten ein Design passend zu Ihrer Marke und setzen es responsiv für Smartphone, Tablet und Desktop um. Technisches SEO, strukturierte Daten und ein DSGVO-konformes Kontaktformular sind selbstverständlich enthalten. Änderungen übernehmen wir für Sie – und wenn Sie später selbst pflegen möchten, rüsten wir ein CMS ab 690 € nach.',
    icon: 'Code',
    image: '/images/services/website-ohne-cms.jpg',
    startingPrice: 'ab 1.190 €',
    deliveryTime: '2-6 Wochen',
    features: [
      'Individuelles, responsives Design',
      'Technisches SEO & strukturierte Daten',
      'Optimiert auf kurze Ladezeiten',
      'DSGVO-konformes Kontaktformular',
      'SSL-Verschlüsselung inklusive',
      'Kein CMS, keine Plugin-Updates',
    ],
    included: [
      'Konzept- und Strukturworkshop',
      'Designentwurf mit zwei Korrekturschleifen',
      'Umsetzung und Browser-Tests',
      'Einrichtung von Google Search Console',
      'Impressum und Datenschutzseite (Inhalte vom Kunden)',
      'Einweisung und Übergabe aller Zugänge',
    ],
    technologies: ['React', 'TypeScript', 'Tailwind CSS', 'Vite', 'Schema.org', 'HTML5 & CSS3'],
    packages: [
      {
        name: 'Starter',
        pages: 'bis zu 5 Seiten',
        price: '1.190 €',
        features: [
          'Onepager oder bis zu 5 Unterseiten',
          'Responsives Design auf Basis einer Vorlage',
          'SEO-Grundoptimierung (Titel, Beschreibungen, Sitemap)',
          'Kontaktformular',
        ],
      },
      {
        name: 'Growth',
        pages: 'bis zu 10 Seiten',
        price: '1.990 €',
        features: [
          'Bis zu 10 Unterseiten',
          'Individuelles Design nach Ihrer Marke',
          'Erweitertes On-Page-SEO inkl. Keyword-Recherche',
          'Google-Unternehmensprofil-Anbindung',
          'Einbindung von Bewertungen und Karten',
        ],
      },
      {
        name: 'Professional',
        pages: 'bis zu 20 Seiten',
        price: '3.190 €',
        features: [
          'Bis zu 20 Unterseiten',
          'Individuelles Premium-Design mit Animationen',
          'Umfassendes SEO inkl. strukturierter Daten',
          'Performance-Optimierung auf Core-Web-Vitals-Bestwerte',
          'Mehrere Formulare und Terminanfrage',
          '30 Tage Support nach dem Launch',
        ],
      },
    ],
    addons: [
      { name: 'Zusätzliche Seite', price: '180 €' },
      { name: 'Zusätzliche Seite inkl. SEO-Text', price: '219 €' },
      { name: 'Neuer Seitentyp (eigenes Layout)', price: '280 €' },
      { name: 'Stockfoto (Lizenz)', price: '5 € pro Bild' },
      { name: 'CMS-Nachrüstung', price: 'ab 690 €' },
    ],
    note: 'Texte und Bilder liefern Sie oder wir erstellen sie gegen Aufpreis (siehe Content-Erstellung). Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'content-erstellung',
    title: 'Content-Erstellung',
    subtitle: 'Texte, die gefunden und gelesen werden',
    description:
      'Suchmaschinenoptimierte Website-Texte, Blogartikel und Leistungsbeschreibungen – verständlich geschrieben und auf Ihre Zielgruppe im Norden zugeschnitten.',
    detailedDescription:
      'Gute Texte verkaufen – und sie sorgen dafür, dass Sie bei Google gefunden werden. Unsere Redaktion recherchiert die Suchbegriffe Ihrer Kundschaft, spricht mit Ihnen über Ihr Angebot und schreibt daraus klare, gut gegliederte Inhalte. Auf Wunsch wählen wir passende Stockfotos aus (5 € pro Bild) und bereiten alles so auf, dass es direkt auf Ihrer Website eingebunden werden kann.',
    icon: 'FileText',
    image: '/images/services/content-erstellung.jpg',
    startingPrice: 'ab 129 €',
    deliveryTime: '5-10 Werktage',
    features: [
      'Keyword-Recherche für Ihre Branche',
      'Texte in Ihrer Tonalität (Sie- oder Du-Form)',
      'Überschriften- und Absatzstruktur für SEO',
      'Meta-Titel und Meta-Beschreibung',
      'Eine Korrekturschleife inklusive',
    ],
    included: [
      'Kurzes Briefing-Gespräch',
      'Recherche und Gliederung',
      'Fertiger Text als Word- oder Google-Dokument',
      'Einbindung auf Websites, die wir betreuen',
    ],
    technologies: ['SISTRIX', 'Google Search Console', 'Google Keyword Planner', 'Duden Mentor'],
    packages: [
      {
        name: 'Basis',
        price: '129 €',
        features: ['Seitentext bis 400 Wörter', 'Grundlegende SEO-Struktur', 'Meta-Titel und -Beschreibung'],
      },
      {
        name: 'Standard',
        price: '219 €',
        features: [
          'SEO-Text bis 800 Wörter',
          'Keyword-Recherche inklusive',
          'Interne Verlinkung',
          'Meta-Titel und -Beschreibung',
        ],
      },
      {
        name: 'Premium',
        price: '349 €',
        features: [
          'Ratgeber- oder Blogartikel bis 1.500 Wörter',
          'Keyword- und Wettbewerbsanalyse',
          'Bildauswahl und Bildunterschriften',
          'FAQ-Block mit strukturierten Daten',
        ],
      },
    ],
    addons: [{ name: 'Stockfoto (Lizenz)', price: '5 € pro Bild' }],
    note: 'Preise gelten pro Text. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'google-ads-management',
    title: 'Google Ads Management',
    subtitle: 'Mehr Anfragen aus Ihrer Region – planbar und messbar',
    description:
      'Wir planen, schalten und optimieren Ihre Google-Ads-Kampagnen, damit Ihr Werbebudget dort ankommt, wo Ihre Kunden suchen.',
    detailedDescription:
      'Ob Handwerksbetrieb in Ostholstein oder Fachgeschäft in Hamburg: Mit lokal ausgerichteten Suchkampagnen erreichen Sie Menschen genau dann, wenn sie nach Ihrer Leistung suchen. Wir übernehmen Keyword-Recherche, Anzeigentexte, Conversion-Tracking und die laufende Optimierung. Jeden Monat erhalten Sie einen verständlichen Bericht, was Ihr Budget gebracht hat. Das Werbebudget zahlen Sie direkt an Google – unsere Pauschale deckt ausschließlich die Betreuung ab.',
    icon: 'TrendingUp',
    image: '/images/services/google-ads.jpg',
    startingPrice: 'ab 349 € / Monat',
    deliveryTime: 'Kampagnenstart in 5-7 Werktagen',
    features: [
      'Keyword- und Wettbewerbsrecherche',
      'Lokale Ausrichtung auf Ihr Einzugsgebiet',
      'Conversion-Tracking für Anrufe und Formulare',
      'Laufende Gebots- und Anzeigenoptimierung',
      'Monatlicher Bericht in verständlicher Sprache',
    ],
    included: [
      'Kontoeinrichtung bzw. Übernahme eines bestehenden Kontos',
      'Anzeigentexte und Anzeigenerweiterungen',
      'Ausschluss-Keywords gegen Streuverluste',
      'Fester Ansprechpartner',
    ],
    technologies: ['Google Ads', 'Google Tag Manager', 'Google Analytics 4', 'Looker Studio'],
    packages: [
      {
        name: 'Starter',
        price: '349 € / Monat',
        setup: '249 €',
        features: [
          'Eine Suchkampagne',
          'Bis zu 2 Anzeigengruppen',
          'Monatliche Optimierung',
          'Monatlicher Kurzbericht',
        ],
      },
      {
        name: 'Standard',
        price: '599 € / Monat',
        setup: '0 €',
        features: [
          'Bis zu 3 Kampagnen (Suche & Performance Max)',
          'Bis zu 8 Anzeigengruppen',
          'Zweiwöchentliche Optimierung',
          'Conversion-Tracking inklusive',
          'Monatlicher Bericht mit Empfehlungen',
        ],
      },
      {
        name: 'Premium',
        price: '949 € / Monat',
        features: [
          'Unbegrenzte Kampagnen inkl. Display und YouTube',
          'Wöchentliche Optimierung',
          'Remarketing-Kampagnen',
          'A/B-Tests für Anzeigen und Landingpages',
          'Quartalsgespräch zur Strategie',
        ],
      },
    ],
    addons: [
      { name: 'Landingpage', price: 'ab 440 €' },
      { name: 'Ad-Creatives-Paket', price: 'ab 170 €' },
    ],
    note: 'Das Werbebudget ist nicht enthalten und wird direkt an Google gezahlt. Monatlich kündbar mit 14 Tagen Frist zum Monatsende. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'website-wartung',
    title: 'Website-Wartung & Support',
    subtitle: 'Ihre Website in guten Händen',
    description:
      'Regelmäßige Updates, Backups, Sicherheitsüberwachung und ein fester Ansprechpartner für Änderungswünsche – damit Ihre Website zuverlässig läuft.',
    detailedDescription:
      'Eine Website ist nie ganz fertig: Öffnungszeiten ändern sich, neue Leistungen kommen hinzu und die Technik braucht regelmäßige Pflege. Mit unserem Wartungsvertrag kümmern wir uns darum. Wir überwachen Erreichbarkeit und Sicherheit, spielen Updates ein, sichern Ihre Daten und setzen kleinere Änderungen im Rahmen des enthaltenen Support-Kontingents um. Schon im Basis-Paket sind 60 Minuten Support pro Monat und eine Reaktionszeit von 48 Stunden enthalten.',
    icon: 'Settings',
    image: '/images/services/website-wartung.jpg',
    startingPrice: 'ab 129 € / Monat',
    deliveryTime: 'Laufend, monatlich',
    features: [
      'Sicherheits- und Software-Updates',
      'Tägliche Backups',
      'Uptime-Monitoring rund um die Uhr',
      'Support-Kontingent für Änderungen',
      'Feste Reaktionszeiten',
    ],
    included: [
      'Überwachung des SSL-Zertifikats',
      'Monatlicher Statusbericht',
      'Wiederherstellung aus dem Backup im Notfall',
      'Persönlicher Ansprechpartner',
    ],
    technologies: ['UptimeRobot', 'Git', 'Cloudflare', 'Lighthouse'],
    packages: [
      {
        name: 'Basis',
        price: '129 € / Monat',
        features: [
          '60 Minuten Support pro Monat',
          'Reaktionszeit 48 Stunden',
          'Updates und tägliche Backups',
          'Uptime-Monitoring',
        ],
      },
      {
        name: 'Standard',
        price: '219 € / Monat',
        features: [
          '120 Minuten Support pro Monat',
          'Reaktionszeit 24 Stunden',
          'Updates und tägliche Backups',
          'Quartalsweiser Performance-Check',
        ],
      },
      {
        name: 'Premium',
        price: '399 € / Monat',
        features: [
          '240 Minuten Support pro Monat',
          'Reaktionszeit 8 Stunden an Werktagen',
          'Monatlicher SEO- und Performance-Check',
          'Kleine Inhaltsänderungen ohne Wartezeit',
        ],
      },
    ],
    addons: [],
    note: 'Nicht verbrauchte Support-Minuten verfallen am Monatsende. Monatlich kündbar mit 14 Tagen Frist zum Monatsende. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'social-media-content',
    title: 'Social Media Content',
    subtitle: 'Regelmäßig sichtbar auf Instagram, Facebook und LinkedIn',
    description:
      'Wir planen und gestalten Beiträge für Ihre Kanäle – passend zu Ihrer Marke und mit Themen, die Ihre Kundschaft wirklich interessieren.',
    detailedDescription:
      'Viele Betriebe wissen, dass sie auf Social Media aktiv sein sollten – aber im Alltag fehlt die Zeit. Wir erstellen einen monatlichen Redaktionsplan, gestalten Beiträge und Stories im Look Ihrer Marke und veröffentlichen sie nach Ihrer Freigabe. So bleiben Sie bei Ihrer Kundschaft präsent, ohne selbst jeden Post schreiben zu müssen. Auf Wunsch liefern wir auch kurze Videos (Reels) und betreuen die Kommentare.',
    icon: 'Users',
    image: '/images/services/social-media.jpg',
    startingPrice: 'ab 199 € / Monat',
    deliveryTime: 'Start innerhalb von 2 Wochen',
    features: [
      'Monatlicher Redaktionsplan',
      'Beiträge im Design Ihrer Marke',
      'Texte und Hashtag-Recherche',
      'Veröffentlichung nach Ihrer Freigabe',
      'Monatliche Auswertung',
    ],
    included: [
      'Kick-off zu Zielgruppe und Tonalität',
      'Vorlagen für wiederkehrende Formate',
      'Freigabeprozess per E-Mail oder Planungstool',
      'Fester Ansprechpartner',
    ],
    technologies: ['Meta Business Suite', 'LinkedIn', 'Canva', 'Adobe Creative Cloud'],
    packages: [
      {
        name: 'Starter',
        price: '199 € / Monat',
        features: ['4 Beiträge pro Monat', '1 Kanal', 'Redaktionsplan', 'Veröffentlichung nach Freigabe'],
      },
      {
        name: 'Growth',
        price: '399 € / Monat',
        features: ['8 Beiträge pro Monat', 'Bis zu 2 Kanäle', '4 Stories pro Monat', 'Monatliche Auswertung'],
      },
      {
        name: 'Professional',
        price: '699 € / Monat',
        features: [
          '12 Beiträge pro Monat',
          'Bis zu 3 Kanäle',
          '2 Reels pro Monat',
          'Community-Management an Werktagen',
          'Monatliches Strategiegespräch',
        ],
      },
    ],
    addons: [],
    note: 'Werbebudgets für bezahlte Beiträge sind nicht enthalten. Monatlich kündbar mit 14 Tagen Frist zum Monatsende. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'seo-audit',
    title: 'SEO-Audit',
    subtitle: 'Wissen, warum Google Sie (noch) nicht findet',
    description:
      'Eine gründliche Analyse Ihrer Website mit klaren, priorisierten Maßnahmen – verständlich erklärt statt Fachchinesisch.',
    detailedDescription:
      'Wir prüfen Ihre Website aus Sicht von Google und Ihrer Besucher: Technik, Ladezeiten, Inhalte, interne Verlinkung, lokale Sichtbarkeit und Ihr Google-Unternehmensprofil. Das Ergebnis ist ein Bericht mit priorisierten Maßnahmen, den wir in einem persönlichen Termin mit Ihnen durchgehen. Die Umsetzung können Sie selbst, Ihre bisherige Agentur oder wir übernehmen.',
    icon: 'Search',
    image: '/images/services/seo-audit.jpg',
    startingPrice: 'ab 549 €',
    deliveryTime: '1-2 Wochen',
    features: [
      'Technische SEO-Analyse',
      'Ladezeit- und Core-Web-Vitals-Prüfung',
      'Inhalts- und Keyword-Analyse',
      'Lokale Sichtbarkeit & Google-Unternehmensprofil',
      'Priorisierter Maßnahmenplan',
    ],
    included: [
      'Schriftlicher Bericht als PDF',
      'Besprechung per Video oder vor Ort',
      'Rückfragen bis 30 Tage nach Übergabe',
    ],
    technologies: ['Google Search Console', 'Screaming Frog', 'SISTRIX', 'PageSpeed Insights', 'Lighthouse'],
    packages: [
      {
        name: 'Basic',
        price: '549 €',
        features: [
          'Technischer Check bis 50 Seiten',
          'Ladezeit-Analyse',
          'Top-10-Maßnahmenliste',
          '30 Minuten Besprechung',
        ],
      },
      {
        name: 'Advanced',
        price: '990 €',
        features: [
          'Technischer Check bis 250 Seiten',
          'Inhalts- und Keyword-Analyse',
          'Vergleich mit 3 Wettbewerbern',
          'Lokale SEO-Analyse',
          '60 Minuten Besprechung',
        ],
      },
      {
        name: 'Premium',
        price: '1.690 €',
        features: [
          'Technischer Check ohne Seitenlimit',
          'Backlink-Analyse',
          'Vergleich mit 5 Wettbewerbern',
          'Content-Strategie für 6 Monate',
          'Halbtägiger Workshop mit Ihrem Team',
        ],
      },
    ],
    addons: [{ name: 'Umsetzung der Maßnahmen', price: 'nach Aufwand' }],
    note: 'Einmalige Leistung ohne Vertragsbindung. Alle Preise netto zzgl. USt.',
    active: true,
  },

  // ── Weitere Services ──────────────────────────────────────────────────────────────────────────
  {
    id: 'cms-nachruestung',
    title: 'CMS-Nachrüstung',
    subtitle: 'Inhalte später selbst pflegen',
    description:
      'Sie möchten Texte, Bilder oder Neuigkeiten selbst ändern? Wir rüsten Ihre bestehende Website mit einem einfach bedienbaren Redaktionssystem nach.',
    detailedDescription:
      'Auch eine Website ohne CMS lässt sich später erweitern. Wir binden ein schlankes Headless-CMS an, legen die Bereiche fest, die Sie selbst bearbeiten dürfen, und zeigen Ihnen in einer Schulung, wie alles funktioniert. Design und Ladezeiten Ihrer Website bleiben dabei erhalten.',
    icon: 'Layout',
    image: '/images/services/cms-nachruestung.jpg',
    startingPrice: 'ab 690 €',
    deliveryTime: '1-2 Wochen',
    features: [
      'Einfach bedienbare Oberfläche',
      'Bearbeitbare Texte, Bilder und News',
      'Rollen für mehrere Redakteure',
      'Design und Performance bleiben erhalten',
    ],
    included: ['Einrichtung des CMS', 'Anbindung der gewünschten Seitenbereiche', '60 Minuten Schulung'],
    technologies: ['Headless CMS', 'React', 'TypeScript'],
    packages: [],
    addons: [],
    note: 'Der genaue Preis richtet sich nach der Anzahl der pflegbaren Bereiche. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'mehrsprachigkeit',
    title: 'Mehrsprachigkeit',
    subtitle: 'Ihre Website für Gäste und Kunden aus dem Ausland',
    description:
      'Wir erweitern Ihre Website um eine weitere Sprache – mit Sprachumschalter, sauberer URL-Struktur und hreflang-Auszeichnung für Google.',
    detailedDescription:
      'Gerade an der Ostseeküste und in Hamburg kommen viele Gäste und Geschäftspartner aus Dänemark, Skandinavien oder dem englischsprachigen Raum. Wir richten die technische Grundlage für eine weitere Sprache ein, binden Ihre Übersetzungen ein und sorgen dafür, dass Suchmaschinen jede Sprachversion richtig zuordnen.',
    icon: 'Globe',
    image: '/images/services/mehrsprachigkeit.jpg',
    startingPrice: '490 €',
    deliveryTime: '1-2 Wochen',
    features: [
      'Sprachumschalter im Menü',
      'Eigene URLs pro Sprache',
      'hreflang-Auszeichnung für Google',
      'Übersetzte Meta-Angaben',
    ],
    included: ['Technische Einrichtung einer weiteren Sprache', 'Einbindung der gelieferten Übersetzungen'],
    technologies: ['i18n', 'React', 'Schema.org'],
    packages: [],
    addons: [],
    note: 'Die Übersetzung selbst ist nicht enthalten; gern vermitteln wir ein Übersetzungsbüro. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'consent-management',
    title: 'Consent Management',
    subtitle: 'Rechtssicherer Cookie-Banner',
    description:
      'Ein DSGVO-konformer Cookie-Banner, der Tracking und externe Dienste erst nach Einwilligung lädt – übersichtlich für Ihre Besucher.',
    detailedDescription:
      'Wir erfassen, welche Cookies und externen Dienste Ihre Website nutzt, richten einen Consent-Banner mit gleichwertigen Auswahlmöglichkeiten ein und sorgen dafür, dass Analyse- und Marketing-Dienste erst nach Zustimmung geladen werden. Die Einwilligungen werden dokumentiert, und Ihre Besucher können ihre Auswahl jederzeit ändern.',
    icon: 'Shield',
    image: '/images/services/consent-management.jpg',
    startingPrice: '170 €',
    deliveryTime: '2-3 Werktage',
    features: [
      'Cookie-Banner im Design Ihrer Website',
      'Laden von Diensten erst nach Einwilligung',
      'Einstellungen jederzeit wieder aufrufbar',
      'Dokumentation der Einwilligungen',
    ],
    included: [
      'Cookie-Scan Ihrer Website',
      'Einrichtung und Test des Banners',
      'Textbausteine für die Datenschutzerklärung',
    ],
    technologies: ['Consent Mode v2', 'Google Tag Manager'],
    packages: [],
    addons: [],
    note: 'Wir ersetzen keine Rechtsberatung; die Datenschutzerklärung sollte juristisch geprüft werden. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'landingpage',
    title: 'Landingpage',
    subtitle: 'Eine Seite, ein Ziel: mehr Anfragen',
    description:
      'Eine fokussierte Landingpage für Ihre Kampagne, Aktion oder Stellenanzeige – mit klarem Aufbau und messbarem Erfolg.',
    detailedDescription:
      'Ob Google-Ads-Kampagne, Saisonangebot oder Azubi-Suche: Eine eigene Landingpage führt Besucher ohne Ablenkung zu einer Handlung – Anruf, Anfrage oder Bewerbung. Wir konzipieren Aufbau und Texte, gestalten die Seite passend zu Ihrem Auftritt und richten das Conversion-Tracking ein.',
    icon: 'Layout',
    image: '/images/services/landingpage.jpg',
    startingPrice: 'ab 440 €',
    deliveryTime: '1-2 Wochen',
    features: [
      'Conversion-optimierter Aufbau',
      'Responsives Design',
      'Formular oder Klick-zum-Anrufen',
      'Conversion-Tracking',
    ],
    included: ['Konzept und Seitenaufbau', 'Umsetzung und Test', 'Eine Korrekturschleife'],
    technologies: ['React', 'Tailwind CSS', 'Google Tag Manager'],
    packages: [],
    addons: [],
    note: 'Texte können über unsere Content-Erstellung ergänzt werden. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'ad-creatives',
    title: 'Ad-Creatives',
    subtitle: 'Anzeigenmotive, die auffallen',
    description: 'Professionell gestaltete Werbemittel für Google, Meta und LinkedIn – in allen benötigten Formaten.',
    detailedDescription:
      'Wir gestalten Anzeigenmotive im Look Ihrer Marke und liefern sie in den gängigen Formaten für Display-, Social- und Performance-Max-Kampagnen. Das Creative-Paket enthält fünf Motive; weitere Motive, animierte GIFs und offene Quelldateien können Sie einfach dazubuchen.',
    icon: 'Image',
    image: '/images/services/ad-creatives.jpg',
    startingPrice: 'ab 170 €',
    deliveryTime: '3-5 Werktage',
    features: [
      'Fünf Motive im Creative-Paket',
      'Alle gängigen Anzeigenformate',
      'Gestaltung im Look Ihrer Marke',
      'Eine Korrekturschleife',
    ],
    included: ['Export für Google, Meta und LinkedIn', 'Kurze Abstimmung zum Kampagnenziel'],
    technologies: ['Adobe Photoshop', 'Adobe Illustrator', 'Figma'],
    packages: [
      {
        name: 'Creative-Paket',
        price: '170 €',
        features: ['5 statische Motive', 'Formate für Google und Meta', 'Eine Korrekturschleife'],
      },
    ],
    addons: [
      { name: '5 weitere Motive', price: '+149 €' },
      { name: 'Animiertes GIF', price: '+99 € pro GIF' },
      { name: 'Offene Quelldateien', price: '+49 €' },
    ],
    note: 'Bildlizenzen für Stockfotos werden mit 5 € pro Bild berechnet. Alle Preise netto zzgl. USt.',
    active: true,
  },
  {
    id: 'analytics-setup',
    title: 'Analytics Setup',
    subtitle: 'Verstehen, was auf Ihrer Website passiert',
    description:
      'Datenschutzkonforme Einrichtung von Web-Analyse und Conversion-Tracking – damit Sie Entscheidungen auf Zahlen stützen können.',
    detailedDescription:
      'Wir richten die Web-Analyse so ein, dass sie Ihre wichtigsten Fragen beantwortet: Woher kommen Besucher, welche Seiten funktionieren und wie viele Anfragen entstehen? Die Messung startet erst nach Einwilligung, und im Advanced-Paket erhalten Sie ein übersichtliches Dashboard mit allen Kennzahlen.',
    icon: 'BarChart',
    image: '/images/services/analytics-setup.jpg',
    startingPrice: 'ab 299 €',
    deliveryTime: '3-5 Werktage',
    features: [
      'Einwilligungsbasierte Messung',
      'Conversion-Tracking für Formulare und Anrufe',
      'Saubere Konfiguration ohne Datenmüll',
      'Kurze Einweisung in die Auswertung',
    ],
    included: ['Einrichtung und Test', 'Dokumentation der Messpunkte'],
    technologies: ['Google Analytics 4', 'Google Tag Manager', 'Consent Mode v2', 'Looker Studio'],
    packages: [
      {
        name: 'Basic',
        price: '299 €',
        features: ['Einrichtung der Web-Analyse', 'Bis zu 3 Conversion-Ziele', 'Anbindung an den Consent-Banner'],
      },
      {
        name: 'Advanced',
        price: '549 €',
        features: [
          'Alles aus Basic',
          'Bis zu 10 Conversion-Ziele',
          'Event-Tracking (Klicks, Scrolltiefe, Downloads)',
          'Dashboard in Looker Studio',
        ],
      },
    ],
    addons: [],
    note: 'Setzt einen funktionierenden Consent-Banner voraus (siehe Consent Management). Alle Preise netto zzgl. USt.',
    active: true,
  },
];
