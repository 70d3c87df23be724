import type { FaqCategory } from '../content';

/*
 * The built-in FAQ: 10 categories with 39 questions
 * (5+5+4+4+4+3+3+4+4+3), prices net as in the built-in services. The api seeds it (marked as sample) on
 * the first start; the web shows it when GET /api/faqs fails or answers nothing.
 */
export const BUILT_IN_FAQ: readonly FaqCategory[] = [
  {
    id: 'allgemein',
    title: 'Allgemeines & Ablauf',
    icon: 'HelpCircle',
    questions: [
      {
        id: 'allgemein-01',
        question: 'Für wen arbeitet Nordwerk Digital?',
        answer:
          'Wir betreuen vor allem kleine und mittlere Unternehmen aus Norddeutschland: Handwerksbetriebe, Einzelhändler, Restaurants, Arztpraxen, Beratungen und Dienstleister. Unser Team bringt über 12 Jahre Erfahrung aus mehr als 200 Projekten mit – bei einer Kundenzufriedenheit von 98 %. Unser Büro liegt in Neustadt in Holstein; Kundinnen und Kunden in Hamburg und ganz Schleswig-Holstein besuchen wir gern auch vor Ort.',
        active: true,
      },
      {
        id: 'allgemein-02',
        question: 'Wie läuft ein Projekt bei Ihnen ab?',
        answer:
          'In vier Schritten: 1. Analyse & Beratung (1-2 Wochen), 2. Konzept & Design (2-3 Wochen), 3. Entwicklung & Testing (4-12 Wochen, je nach Umfang) und 4. Launch & Support (fortlaufend). In jeder Phase haben Sie einen festen Ansprechpartner und geben die Ergebnisse frei, bevor es weitergeht.',
        active: true,
      },
      {
        id: 'allgemein-03',
        question: 'Wie schnell erhalte ich eine Antwort auf meine Anfrage?',
        answer:
          'Innerhalb von 24 Stunden an Werktagen. Unser Büro ist montags bis freitags von 9:00 bis 18:00 Uhr erreichbar, Termine am Wochenende sind nach Vereinbarung möglich.',
        active: true,
      },
      {
        id: 'allgemein-04',
        question: 'Ist das Erstgespräch kostenlos?',
        answer:
          'Ja. Das Erstgespräch und das daraus entstehende Angebot sind kostenlos und unverbindlich – per Telefon, Video oder bei Ihnen vor Ort.',
        active: true,
      },
      {
        id: 'allgemein-05',
        question: 'Was muss ich zum Projektstart vorbereiten?',
        answer:
          'Hilfreich sind Ihr Logo, vorhandene Texte und Bilder, Beispiele von Websites, die Ihnen gefallen, sowie Zugangsdaten zu Domain und bisherigem Hosting. Fehlt etwas davon, ist das kein Problem – wir klären alles gemeinsam im Kick-off.',
        active: true,
      },
    ],
  },
  {
    id: 'website-ohne-cms',
    title: 'Website ohne CMS',
    icon: 'Code',
    questions: [
      {
        id: 'website-01',
        question: 'Was bedeutet „Website ohne CMS“?',
        answer:
          'Ihre Website wird ohne Redaktionssystem wie WordPress umgesetzt und als fertige, schlanke Seite ausgeliefert. Das macht sie besonders schnell, sicher und wartungsarm, weil keine Plugins und keine Datenbank aktualisiert werden müssen. Inhaltliche Änderungen übernehmen wir für Sie.',
        active: true,
      },
      {
        id: 'website-02',
        question: 'Was kostet eine Website ohne CMS?',
        answer:
          'Das Starter-Paket kostet 1.190 €, Growth 1.990 € und Professional 3.190 €. Die Pakete unterscheiden sich vor allem in der Seitenanzahl, im Designumfang und in der SEO-Tiefe. Alle Preise verstehen sich netto zzgl. USt.',
        active: true,
      },
      {
        id: 'website-03',
        question: 'Was kostet eine zusätzliche Seite?',
        answer:
          'Eine zusätzliche Seite im bestehenden Layout kostet 180 €, mit suchmaschinenoptimiertem Text 219 €. Für einen neuen Seitentyp mit eigenem Layout berechnen wir 280 €.',
        active: true,
      },
      {
        id: 'website-04',
        question: 'Kann ich später doch ein CMS bekommen?',
        answer:
          'Ja. Wir rüsten ein einfach bedienbares Redaktionssystem ab 690 € nach. Design und Ladezeiten Ihrer Website bleiben dabei erhalten, und Sie erhalten eine kurze Schulung.',
        active: true,
      },
      {
        id: 'website-05',
        question: 'Wie lange dauert die Umsetzung meiner Website?',
        answer:
          'Eine Starter-Website ist meist nach 2-3 Wochen online, größere Projekte brauchen 4-6 Wochen. Den größten Einfluss auf die Dauer haben erfahrungsgemäß die Lieferung von Texten und Bildern und die Freigaben.',
        active: true,
      },
    ],
  },
  {
    id: 'content-erstellung',
    title: 'Content-Erstellung',
    icon: 'FileText',
    questions: [
      {
        id: 'content-01',
        question: 'Schreiben Sie auch die Texte für meine Website?',
        answer:
          'Ja. Unsere Texte kosten je nach Umfang 129 € (Basis), 219 € (Standard, SEO-Text mit Keyword-Recherche) oder 349 € (Premium, z. B. Ratgeberartikel) pro Text.',
        active: true,
      },
      {
        id: 'content-02',
        question: 'Woher kommen die Bilder für meine Website?',
        answer:
          'Am besten wirken eigene Fotos von Ihrem Betrieb und Ihrem Team. Alternativ wählen wir lizenzierte Stockfotos aus; dafür berechnen wir 5 € pro Bild.',
        active: true,
      },
      {
        id: 'content-03',
        question: 'Kann ich die Texte vor der Veröffentlichung prüfen?',
        answer:
          'Selbstverständlich. Sie erhalten jeden Text zur Freigabe, eine Korrekturschleife ist im Preis enthalten. Erst nach Ihrer Freigabe geht der Text online.',
        active: true,
      },
      {
        id: 'content-04',
        question: 'Sind die Texte für Suchmaschinen optimiert?',
        answer:
          'Ja. Ab dem Standard-Paket recherchieren wir die Suchbegriffe Ihrer Kundschaft, gliedern den Text mit passenden Überschriften und liefern Meta-Titel und Meta-Beschreibung mit. Dabei schreiben wir immer zuerst für Menschen und erst dann für Google.',
        active: true,
      },
    ],
  },
  {
    id: 'anzeigen-management',
    title: 'Anzeigen-Management',
    icon: 'TrendingUp',
    questions: [
      {
        id: 'anzeigen-01',
        question: 'Was kostet die Betreuung meiner Google-Ads-Kampagnen?',
        answer:
          'Das Starter-Paket kostet 349 € pro Monat zzgl. einmalig 249 € Einrichtung, das Standard-Paket 599 € pro Monat ohne Einrichtungsgebühr und das Premium-Paket 949 € pro Monat.',
        active: true,
      },
      {
        id: 'anzeigen-02',
        question: 'Ist das Werbebudget im Preis enthalten?',
        answer:
          'Nein. Das Werbebudget zahlen Sie direkt an Google, so behalten Sie volle Kostenkontrolle. Unsere monatliche Pauschale deckt Einrichtung, Optimierung und Berichte ab. Gemeinsam legen wir ein Budget fest, das zu Ihrem Einzugsgebiet passt.',
        active: true,
      },
      {
        id: 'anzeigen-03',
        question: 'Brauche ich für meine Anzeigen eine eigene Landingpage?',
        answer:
          'Nicht zwingend, aber eine gezielte Landingpage steigert die Zahl der Anfragen oft deutlich. Wir erstellen Landingpages ab 440 €, inklusive Conversion-Tracking.',
        active: true,
      },
      {
        id: 'anzeigen-04',
        question: 'Gestalten Sie auch die Anzeigenmotive?',
        answer:
          'Ja. Unser Creative-Paket mit fünf Motiven gibt es ab 170 €. Fünf weitere Motive kosten 149 €, animierte GIFs 99 € pro Stück und die offenen Quelldateien 49 €.',
        active: true,
      },
    ],
  },
  {
    id: 'wartung',
    title: 'Wartung & Support',
    icon: 'Settings',
    questions: [
      {
        id: 'wartung-01',
        question: 'Was ist in der Basis-Wartung enthalten?',
        answer:
          'Die Basis-Wartung für 129 € pro Monat umfasst Updates, tägliche Backups, Uptime-Monitoring sowie 60 Minuten Support pro Monat mit einer Reaktionszeit von 48 Stunden.',
        active: true,
      },
      {
        id: 'wartung-02',
        question: 'Welche Wartungspakete gibt es?',
        answer:
          'Basis für 129 €, Standard für 219 € und Premium für 399 € pro Monat. Die größeren Pakete enthalten mehr Support-Minuten, kürzere Reaktionszeiten und regelmäßige Performance-Checks.',
        active: true,
      },
      {
        id: 'wartung-03',
        question: 'Was passiert, wenn mein Support-Kontingent aufgebraucht ist?',
        answer:
          'Wir informieren Sie, bevor weitere Arbeiten anfallen. Zusätzlicher Aufwand wird nur nach Ihrer Zustimmung berechnet. Nicht genutzte Minuten verfallen am Monatsende.',
        active: true,
      },
      {
        id: 'wartung-04',
        question: 'Wie kann ich den Wartungsvertrag kündigen?',
        answer:
          'Monatliche Leistungen wie die Wartung sind mit einer Frist von 14 Tagen zum Monatsende kündbar. Eine formlose E-Mail genügt.',
        active: true,
      },
    ],
  },
  {
    id: 'social-media',
    title: 'Social Media',
    icon: 'Users',
    questions: [
      {
        id: 'social-01',
        question: 'Welche Social-Media-Pakete bieten Sie an?',
        answer:
          'Starter mit 4 Beiträgen für einen Kanal kostet 199 € pro Monat, Growth mit 8 Beiträgen für bis zu zwei Kanäle 399 € und Professional mit 12 Beiträgen, Reels und Community-Management 699 € pro Monat.',
        active: true,
      },
      {
        id: 'social-02',
        question: 'Muss ich jeden Beitrag selbst freigeben?',
        answer:
          'Ja, nichts wird ohne Ihre Zustimmung veröffentlicht. Sie erhalten den Redaktionsplan vorab und können jeden Beitrag freigeben oder Änderungen wünschen.',
        active: true,
      },
      {
        id: 'social-03',
        question: 'Welche Kanäle betreuen Sie?',
        answer:
          'Vor allem Instagram, Facebook und LinkedIn. Welche Kanäle für Sie sinnvoll sind, hängt von Ihrer Zielgruppe ab – ein Restaurant erreicht seine Gäste anders als eine Steuerberatung. Das klären wir im Kick-off.',
        active: true,
      },
    ],
  },
  {
    id: 'seo-audit',
    title: 'SEO-Audit',
    icon: 'Search',
    questions: [
      {
        id: 'seo-01',
        question: 'Was kostet ein SEO-Audit?',
        answer:
          'Das Basic-Audit kostet 549 €, das Advanced-Audit 990 € und das Premium-Audit 1.690 €. Es handelt sich um eine einmalige Leistung ohne Vertragsbindung.',
        active: true,
      },
      {
        id: 'seo-02',
        question: 'Was bekomme ich als Ergebnis?',
        answer:
          'Einen schriftlichen Bericht mit priorisierten Maßnahmen und eine persönliche Besprechung, in der wir alle Punkte verständlich erklären. Sie wissen danach genau, was zuerst zu tun ist.',
        active: true,
      },
      {
        id: 'seo-03',
        question: 'Setzen Sie die Empfehlungen auch um?',
        answer:
          'Gern. Die Umsetzung rechnen wir nach Aufwand ab oder bieten sie als Paket an. Sie können die Maßnahmen aber auch selbst oder mit Ihrer bisherigen Agentur umsetzen.',
        active: true,
      },
    ],
  },
  {
    id: 'recht-datenschutz',
    title: 'Recht, Datenschutz & Tracking',
    icon: 'Shield',
    questions: [
      {
        id: 'recht-01',
        question: 'Ist meine Website DSGVO-konform?',
        answer:
          'Wir setzen Websites nach dem Prinzip „Privacy by Design“ um: Hosting in der EU, SSL-Verschlüsselung, datensparsame Formulare und externe Dienste erst nach Einwilligung. Für die Inhalte von Impressum und Datenschutzerklärung bleiben Sie als Betreiber verantwortlich; eine Rechtsberatung können wir nicht ersetzen.',
        active: true,
      },
      {
        id: 'recht-02',
        question: 'Brauche ich einen Cookie-Banner?',
        answer:
          'Sobald Ihre Website Analyse-, Marketing- oder andere nicht notwendige Dienste nutzt, ist eine Einwilligung erforderlich. Wir richten einen rechtskonformen Consent-Banner für 170 € ein.',
        active: true,
      },
      {
        id: 'recht-03',
        question: 'Wie messen Sie Besucherzahlen, ohne die Privatsphäre zu verletzen?',
        answer:
          'Auf Wunsch richten wir eine einwilligungsbasierte Analyse ein, die keine IP-Adressen speichert. Für Google Analytics 4 bieten wir unser Analytics Setup ab 299 € an (Basic 299 €, Advanced 549 €).',
        active: true,
      },
      {
        id: 'recht-04',
        question: 'Wem gehören Website und Inhalte?',
        answer:
          'Ihnen. Nach vollständiger Bezahlung erhalten Sie die Nutzungsrechte an Design, Texten und Code Ihrer Website. Domain und Zugangsdaten werden auf Ihren Namen geführt bzw. an Sie übergeben.',
        active: true,
      },
    ],
  },
  {
    id: 'preise-zahlung',
    title: 'Preise & Zahlung',
    icon: 'DollarSign',
    questions: [
      {
        id: 'preise-01',
        question: 'Sind Ihre Preise netto oder brutto?',
        answer: 'Alle Preise auf unserer Website sind Nettopreise zuzüglich der gesetzlichen Umsatzsteuer.',
        active: true,
      },
      {
        id: 'preise-02',
        question: 'Wie wird bezahlt?',
        answer:
          'Bei Projekten berechnen wir 50 % zum Projektstart und 50 % bei Fertigstellung. Monatliche Leistungen werden jeweils zu Monatsbeginn per Rechnung abgerechnet.',
        active: true,
      },
      {
        id: 'preise-03',
        question: 'Welche Kündigungsfristen gelten?',
        answer:
          'Monatliche Leistungen wie Google Ads Management, Website-Wartung und Social Media Content sind mit einer Frist von 14 Tagen zum Monatsende kündbar. Für unsere Abo-Pakete gilt eine Laufzeit von 24 Monaten.',
        active: true,
      },
      {
        id: 'preise-04',
        question: 'Gibt es versteckte Kosten?',
        answer:
          'Nein. Sie erhalten vorab ein schriftliches Angebot mit allen Positionen. Zusatzleistungen wie weitere Seiten (180 €, mit SEO-Text 219 €) oder Stockfotos (5 € pro Bild) berechnen wir nur nach Ihrer Zustimmung.',
        active: true,
      },
    ],
  },
  {
    id: 'technik-hosting',
    title: 'Technik & Hosting',
    icon: 'Server',
    questions: [
      {
        id: 'technik-01',
        question: 'Wo wird meine Website gehostet?',
        answer:
          'Auf Servern in Deutschland bzw. der EU mit SSL-Verschlüsselung und täglichen Backups. Wenn Sie bereits einen Hosting-Vertrag haben, können wir diesen in der Regel weiter nutzen.',
        active: true,
      },
      {
        id: 'technik-02',
        question: 'Mit welchen Technologien arbeiten Sie?',
        answer:
          'Wir setzen auf moderne, bewährte Technologien wie React, TypeScript und Tailwind CSS, im Backend auf Node.js und relationale Datenbanken. So entstehen schnelle, sichere und langfristig pflegbare Websites.',
        active: true,
      },
      {
        id: 'technik-03',
        question: 'Kann ich meine bestehende Domain behalten?',
        answer:
          'Ja. Wir übernehmen den Umzug Ihrer Domain und E-Mail-Postfächer oder stellen nur die Verweise um – ohne Ausfall Ihrer Erreichbarkeit. Bestehende Google-Platzierungen sichern wir durch saubere Weiterleitungen.',
        active: true,
      },
    ],
  },
];
