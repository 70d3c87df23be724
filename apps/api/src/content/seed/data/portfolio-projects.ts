/**
 * Referenzprojekte der Portfolio-Seite (public-site §2.7, §3 Portfolio project; back-office §3).
 *
 * Zehn Projekte: corporate 3 · ecommerce 2 · startup 1 · medical 2 · consulting 2; drei davon
 * hervorgehoben (featured). Kunden und Personen sind frei erfunden, Kennzahlen sind Beispielwerte.
 */
import type { PortfolioCategory, SeedSampleFlag } from './types';

export interface SeedPortfolioResults {
  traffic: string;
  conversions: string;
  engagement: string;
}

export interface SeedPortfolioTestimonial {
  text: string;
  author: string;
  position: string;
}

export interface SeedPortfolioProject extends SeedSampleFlag {
  id: string;
  title: string;
  category: PortfolioCategory;
  client: string;
  year: string;
  location: string;
  /** Relativer Platzhalterpfad unter /images/. */
  image: string;
  description: string;
  technologies: string[];
  features: string[];
  /** '#' bedeutet: kein Link. */
  link: string;
  featured: boolean;
  enabled: boolean;
  sortOrder: number;
  results: SeedPortfolioResults;
  testimonial: SeedPortfolioTestimonial;
}

export const SEED_PORTFOLIO_PROJECTS: readonly SeedPortfolioProject[] = [
  {
    id: 'projekt-tischlerei-hansen',
    title: 'Neuer Webauftritt für eine Meistertischlerei',
    category: 'corporate',
    client: 'Tischlerei Hansen',
    year: '2025',
    location: 'Lübeck',
    image: '/images/portfolio/tischlerei-hansen.jpg',
    description:
      'Schnelle Website ohne CMS mit großer Referenzgalerie, Leistungsseiten für Innenausbau, Möbelbau und Fenster sowie einem Anfrageformular mit Foto-Upload.',
    technologies: ['React', 'TypeScript', 'Tailwind CSS', 'Schema.org'],
    features: ['Referenzgalerie', 'Anfrageformular mit Foto-Upload', 'Lokales SEO', 'Google-Unternehmensprofil'],
    link: '#',
    featured: true,
    enabled: true,
    sortOrder: 1,
    results: { traffic: '+180%', conversions: '+65%', engagement: '+45%' },
    testimonial: {
      text: 'Die Website zeigt endlich, was in unserer Werkstatt steckt. Die Anfragen sind deutlich gestiegen.',
      author: 'Thomas Hansen',
      position: 'Tischlermeister und Inhaber',
    },
    sample: true,
  },
  {
    id: 'projekt-nordlicht-feinkost',
    title: 'Online-Shop für regionale Feinkost',
    category: 'ecommerce',
    client: 'Nordlicht Feinkost',
    year: '2024',
    location: 'Kiel',
    image: '/images/portfolio/nordlicht-feinkost.jpg',
    description:
      'Online-Shop mit über 120 Produkten, Geschenkbox-Konfigurator für Firmenkunden und gekühltem Versand – beworben über Google Shopping.',
    technologies: ['Shopify', 'Liquid', 'Google Ads', 'Google Analytics 4'],
    features: ['Geschenkbox-Konfigurator', 'Firmenkunden-Bestellung', 'Google-Shopping-Feed', 'Saisonale Landingpages'],
    link: '#',
    featured: true,
    enabled: true,
    sortOrder: 2,
    results: { traffic: '+310%', conversions: '+450%', engagement: '+60%' },
    testimonial: {
      text: 'Aus unserem kleinen Laden ist ein Versandhandel geworden. Das hätten wir allein nie geschafft.',
      author: 'Frauke Lorenzen',
      position: 'Geschäftsführerin',
    },
    sample: true,
  },
  {
    id: 'projekt-praxis-dr-jessen',
    title: 'Praxiswebsite mit Online-Terminanfrage',
    category: 'medical',
    client: 'Zahnarztpraxis Dr. Jessen',
    year: '2025',
    location: 'Kiel',
    image: '/images/portfolio/praxis-dr-jessen.jpg',
    description:
      'Barrierearme, datenschutzfreundliche Praxiswebsite mit verschlüsselter Terminanfrage, Teamvorstellung und verständlichen Leistungsseiten.',
    technologies: ['React', 'TypeScript', 'Node.js', 'Tailwind CSS'],
    features: [
      'Verschlüsselte Terminanfrage',
      'Barrierearmes Design',
      'Leistungsseiten mit SEO-Texten',
      'Consent-Banner',
    ],
    link: '#',
    featured: true,
    enabled: true,
    sortOrder: 3,
    results: { traffic: '+85%', conversions: '+120%', engagement: '+50%' },
    testimonial: {
      text: 'Unser Empfang ist spürbar entlastet, und neue Patienten kommen bestens informiert in die Praxis.',
      author: 'Dr. Henrik Jessen',
      position: 'Zahnarzt und Praxisinhaber',
    },
    sample: true,
  },
  {
    id: 'projekt-carstensen-elektrotechnik',
    title: 'Website und Azubi-Landingpage für einen Elektrofachbetrieb',
    category: 'corporate',
    client: 'Carstensen Elektrotechnik',
    year: '2025',
    location: 'Neustadt in Holstein',
    image: '/images/portfolio/carstensen-elektrotechnik.jpg',
    description:
      'Moderne Unternehmenswebsite mit Leistungsbereichen von Photovoltaik bis Smart Home und einer eigenen Landingpage zur Gewinnung von Auszubildenden.',
    technologies: ['React', 'Tailwind CSS', 'Google Tag Manager'],
    features: [
      'Karriere-Landingpage',
      'Kurzbewerbung in 60 Sekunden',
      'Notdienst-Hinweis',
      'Google-Unternehmensprofil',
    ],
    link: '#',
    featured: false,
    enabled: true,
    sortOrder: 4,
    results: { traffic: '+140%', conversions: '+70%', engagement: '+35%' },
    testimonial: {
      text: 'Über die neue Karriereseite haben wir zum ersten Mal seit Jahren alle Ausbildungsplätze besetzt.',
      author: 'Jens Carstensen',
      position: 'Elektromeister und Geschäftsführer',
    },
    sample: true,
  },
  {
    id: 'projekt-hafenkontor-logistik',
    title: 'Corporate Website für einen Logistikdienstleister',
    category: 'corporate',
    client: 'Hafenkontor Logistik GmbH',
    year: '2024',
    location: 'Hamburg',
    image: '/images/portfolio/hafenkontor-logistik.jpg',
    description:
      'Zweisprachige Unternehmenswebsite (Deutsch/Englisch) mit Standortkarte, Leistungsübersicht und Angebotsformular für Speditionsaufträge.',
    technologies: ['React', 'TypeScript', 'Headless CMS', 'i18n'],
    features: ['Zweisprachig Deutsch/Englisch', 'Interaktive Standortkarte', 'Angebotsformular', 'Redaktionssystem'],
    link: '#',
    featured: false,
    enabled: true,
    sortOrder: 5,
    results: { traffic: '+95%', conversions: '+55%', engagement: '+40%' },
    testimonial: {
      text: 'Unsere internationalen Kunden finden jetzt alle Informationen auf einen Blick – in ihrer Sprache.',
      author: 'Michael Brandt',
      position: 'Leiter Vertrieb',
    },
    sample: true,
  },
  {
    id: 'projekt-fahrradhaus-thiessen',
    title: 'Online-Shop mit Werkstatt-Terminbuchung',
    category: 'ecommerce',
    client: 'Fahrradhaus Thiessen',
    year: '2024',
    location: 'Bad Segeberg',
    image: '/images/portfolio/fahrradhaus-thiessen.jpg',
    description:
      'Online-Shop für Zubehör und Ersatzteile, kombiniert mit einer Online-Terminbuchung für die Werkstatt und Click & Collect im Laden.',
    technologies: ['WooCommerce', 'PHP', 'MySQL', 'Google Analytics 4'],
    features: ['Click & Collect', 'Werkstatt-Terminbuchung', 'Warenwirtschafts-Anbindung', 'E-Bike-Beratungsformular'],
    link: '#',
    featured: false,
    enabled: true,
    sortOrder: 6,
    results: { traffic: '+120%', conversions: '+90%', engagement: '+30%' },
    testimonial: {
      text: 'Die Werkstatttermine buchen unsere Kunden jetzt online – das spart uns jeden Tag viele Telefonate.',
      author: 'Lars Thiessen',
      position: 'Inhaber',
    },
    sample: true,
  },
  {
    id: 'projekt-deichstrom',
    title: 'Launch-Website für ein Energie-Start-up',
    category: 'startup',
    client: 'Deichstrom GmbH',
    year: '2025',
    location: 'Husum',
    image: '/images/portfolio/deichstrom.jpg',
    description:
      'Markenauftritt und Website für ein junges Unternehmen, das Bürgerwindparks und Mieterstrom-Projekte in Nordfriesland vermittelt – inklusive Wartelisten-Funktion zum Launch.',
    technologies: ['React', 'TypeScript', 'Tailwind CSS', 'Node.js'],
    features: ['Wartelisten-Anmeldung', 'Renditerechner', 'Investoren-Bereich', 'Pressebereich'],
    link: '#',
    featured: false,
    enabled: true,
    sortOrder: 7,
    results: { traffic: '+260%', conversions: '+150%', engagement: '+75%' },
    testimonial: {
      text: 'Innerhalb von fünf Wochen von der Idee zur fertigen Website – pünktlich zu unserem Launch-Event.',
      author: 'Jannik Feddersen',
      position: 'Gründer und Geschäftsführer',
    },
    sample: true,
  },
  {
    id: 'projekt-physiotherapie-am-markt',
    title: 'Praxiswebsite mit Kursbuchung',
    category: 'medical',
    client: 'Physiotherapie am Markt',
    year: '2024',
    location: 'Eutin',
    image: '/images/portfolio/physiotherapie-am-markt.jpg',
    description:
      'Freundliche Praxiswebsite mit Kursübersicht für Rückenschule und Reha-Sport, selbst pflegbaren Öffnungszeiten und einer Karriereseite.',
    technologies: ['React', 'Headless CMS', 'Tailwind CSS'],
    features: ['Kursübersicht mit Anmeldung', 'Selbst pflegbare Inhalte', 'Karriereseite', 'Barrierearmes Design'],
    link: '#',
    featured: false,
    enabled: true,
    sortOrder: 8,
    results: { traffic: '+110%', conversions: '+80%', engagement: '+55%' },
    testimonial: {
      text: 'Unsere Kurse sind jetzt regelmäßig ausgebucht, und Änderungen können wir ganz einfach selbst vornehmen.',
      author: 'Dr. Maren Lüders',
      position: 'Praxisinhaberin',
    },
    sample: true,
  },
  {
    id: 'projekt-petersen-steuerberatung',
    title: 'Kanzleiwebsite mit Mandantenportal-Anbindung',
    category: 'consulting',
    client: 'Petersen Steuerberatung',
    year: '2023',
    location: 'Hamburg',
    image: '/images/portfolio/petersen-steuerberatung.jpg',
    description:
      'Seriöser Kanzleiauftritt mit Themenschwerpunkten für Handwerk und Gastronomie, Anbindung an das Mandantenportal und Ratgeberbereich.',
    technologies: ['React', 'TypeScript', 'Tailwind CSS', 'Schema.org'],
    features: ['Ratgeberbereich', 'Mandantenportal-Link', 'Rückrufformular', 'Branchenseiten'],
    link: '#',
    featured: false,
    enabled: true,
    sortOrder: 9,
    results: { traffic: '+130%', conversions: '+60%', engagement: '+40%' },
    testimonial: {
      text: 'Die Branchenseiten bringen uns genau die Mandanten, die zu unserer Spezialisierung passen.',
      author: 'Anja Petersen',
      position: 'Steuerberaterin und Partnerin',
    },
    sample: true,
  },
  {
    id: 'projekt-foerde-consulting',
    title: 'Website und SEO für eine Unternehmensberatung',
    category: 'consulting',
    client: 'Förde Consulting',
    year: '2024',
    location: 'Flensburg',
    image: '/images/portfolio/foerde-consulting.jpg',
    description:
      'Neuer Webauftritt für eine Beratung mit Fokus auf Nachfolgeplanung im Mittelstand – mit Fachartikeln, Fallbeispielen und Terminbuchung für Erstgespräche.',
    technologies: ['React', 'Headless CMS', 'Google Analytics 4', 'Looker Studio'],
    features: ['Fachartikel-Bereich', 'Online-Terminbuchung', 'Fallbeispiele', 'Newsletter-Anmeldung'],
    link: '#',
    featured: false,
    enabled: true,
    sortOrder: 10,
    results: { traffic: '+200%', conversions: '+75%', engagement: '+65%' },
    testimonial: {
      text: 'Unsere Fachartikel ranken bei Google weit oben und bringen uns regelmäßig qualifizierte Erstgespräche.',
      author: 'Sönke Jacobsen',
      position: 'Geschäftsführender Berater',
    },
    sample: true,
  },
];
