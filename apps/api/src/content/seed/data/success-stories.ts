/**
 * Erfolgsgeschichten der Startseite mit Case-Study-Dialog. Vier Geschichten mit je drei Ergebnissen. Firmen
 * und Personen sind frei erfunden, Kennzahlen sind Beispielwerte (Beispielinhalte).
 */
import type { SuccessStoryFields } from '@agency/contracts';
import type { SeedItem } from './types';

const SEED_SUCCESS_STORIES: readonly SeedItem<SuccessStoryFields>[] = [
  {
    id: 'story-tischlerei-hansen',
    company: 'Tischlerei Hansen',
    title: 'Vom Empfehlungsgeschäft zur planbaren Auftragslage',
    description:
      'Eine Lübecker Tischlerei gewinnt mit neuer Website und lokalem SEO regelmäßig Anfragen aus ganz Ostholstein.',
    badge: '+180% Traffic',
    image: '/images/success-stories/tischlerei-hansen.jpg',
    link: '#',
    enabled: true,
    sortOrder: 1,
    challenge:
      'Die Tischlerei lebte fast ausschließlich von Empfehlungen. Die alte Website war nicht mobilfähig, bei Google kaum auffindbar und zeigte keine aktuellen Referenzen.',
    solution:
      'Wir haben eine schnelle Website ohne CMS mit Projektgalerie umgesetzt und sie gezielt für regionale Suchanfragen wie „Tischler Lübeck“ oder „Einbauschrank nach Maß“ optimiert.',
    solutionDetails: [
      'Neue Seitenstruktur nach Leistungsbereichen',
      'Referenzgalerie mit Vorher-nachher-Bildern',
      'Lokales SEO und optimiertes Google-Unternehmensprofil',
      'Anfrageformular mit Foto-Upload',
    ],
    results: [
      { value: '+180%', label: 'Besucher über Google' },
      { value: '+65%', label: 'Anfragen pro Monat' },
      { value: 'Top 3', label: 'Platzierung für „Tischler Lübeck“' },
    ],
    testimonial: {
      quote:
        'Früher hat das Telefon nur geklingelt, wenn uns jemand empfohlen hat. Heute kommen jede Woche Anfragen über die Website – auch von Kunden, die wir vorher nie erreicht hätten.',
      author: 'Thomas Hansen',
      position: 'Tischlermeister und Inhaber',
    },
    sample: true,
  },
  {
    id: 'story-nordlicht-feinkost',
    company: 'Nordlicht Feinkost',
    title: 'Regionaler Feinkostladen verkauft jetzt deutschlandweit',
    description:
      'Mit einem eigenen Online-Shop und gezielten Google-Anzeigen wurde aus dem Laden in Kiel ein erfolgreicher Versandhandel.',
    badge: '+450% Umsatz',
    image: '/images/success-stories/nordlicht-feinkost.jpg',
    link: '#',
    enabled: true,
    sortOrder: 2,
    challenge:
      'Stammkunden aus dem Urlaub fragten immer wieder nach einem Versand, doch Bestellungen liefen nur per Telefon und E-Mail. Das kostete viel Zeit und begrenzte das Wachstum.',
    solution:
      'Wir haben einen übersichtlichen Online-Shop mit Geschenkboxen und sicheren Zahlungsarten aufgebaut und ihn mit Google-Shopping-Kampagnen und Ad-Creatives beworben.',
    solutionDetails: [
      'Online-Shop mit über 120 Produkten',
      'Geschenkbox-Konfigurator für Firmenkunden',
      'Google-Shopping- und Performance-Max-Kampagnen',
      'Saisonale Landingpages für Weihnachten und Ostern',
    ],
    results: [
      { value: '+450%', label: 'Online-Umsatz im ersten Jahr' },
      { value: '38%', label: 'Anteil wiederkehrender Kunden' },
      { value: '4,8', label: 'Durchschnittliche Shop-Bewertung' },
    ],
    testimonial: {
      quote:
        'Wir hätten nie gedacht, dass unsere Räucherfisch-Boxen einmal bis nach Bayern verschickt werden. Das Team hat uns Schritt für Schritt begleitet.',
      author: 'Frauke Lorenzen',
      position: 'Geschäftsführerin',
    },
    sample: true,
  },
  {
    id: 'story-praxis-dr-jessen',
    company: 'Zahnarztpraxis Dr. Jessen',
    title: 'Mehr Neupatienten, weniger Telefonstress',
    description:
      'Eine Kieler Zahnarztpraxis entlastet ihr Empfangsteam mit Online-Terminanfrage und gewinnt gezielt Patienten für Prophylaxe und Implantologie.',
    badge: '+120% Terminanfragen',
    image: '/images/success-stories/praxis-dr-jessen.jpg',
    link: '#',
    enabled: true,
    sortOrder: 3,
    challenge:
      'Das Telefon stand kaum still, während die Website veraltet war und wichtige Leistungen wie Implantologie gar nicht zeigte. Neue Patienten fanden die Praxis vor allem über Bewertungsportale.',
    solution:
      'Wir haben eine datenschutzfreundliche Praxiswebsite mit verschlüsselter Terminanfrage entwickelt und die Leistungsseiten mit verständlichen, suchmaschinenoptimierten Texten ausgebaut.',
    solutionDetails: [
      'Barrierearme Praxiswebsite mit Teamvorstellung',
      'Verschlüsselte Online-Terminanfrage',
      'Leistungsseiten mit SEO-Texten',
      'Consent-Banner und einwilligungsbasierte Analyse',
    ],
    results: [
      { value: '+120%', label: 'Online-Terminanfragen' },
      { value: '-30%', label: 'Telefonaufkommen am Empfang' },
      { value: '+85%', label: 'Sichtbarkeit bei Google' },
    ],
    testimonial: {
      quote:
        'Unser Empfangsteam kann sich endlich wieder um die Patienten in der Praxis kümmern. Und die neuen Patienten sind durch die Website schon gut informiert.',
      author: 'Dr. Henrik Jessen',
      position: 'Zahnarzt und Praxisinhaber',
    },
    sample: true,
  },
  {
    id: 'story-fischhaus-moewenblick',
    company: 'Restaurant Möwenblick',
    title: 'Volle Tische auch außerhalb der Hauptsaison',
    description:
      'Ein Fischrestaurant an der Ostsee steigert mit Social Media Content und Online-Reservierung seine Buchungen im Frühjahr und Herbst.',
    badge: '3x mehr Reservierungen',
    image: '/images/success-stories/restaurant-moewenblick.jpg',
    link: '#',
    enabled: true,
    sortOrder: 4,
    challenge:
      'Im Sommer war das Restaurant ausgebucht, in der Nebensaison blieben viele Tische leer. Instagram wurde nur sporadisch bespielt, und Reservierungen waren ausschließlich telefonisch möglich.',
    solution:
      'Wir haben eine mobile Website mit Online-Reservierung umgesetzt und einen Social-Media-Redaktionsplan mit saisonalen Aktionen wie Grünkohl- und Matjeswochen entwickelt.',
    solutionDetails: [
      'Mobile Website mit tagesaktueller Speisekarte',
      'Online-Reservierung mit Bestätigungs-E-Mail',
      'Wöchentliche Beiträge und Reels auf Instagram',
      'Lokale Anzeigen für Aktionswochen',
    ],
    results: [
      { value: '3x', label: 'Online-Reservierungen in der Nebensaison' },
      { value: '+2.400', label: 'Neue Instagram-Follower' },
      { value: '+40%', label: 'Umsatz Oktober bis März' },
    ],
    testimonial: {
      quote:
        'Die Grünkohlwochen waren zum ersten Mal komplett ausgebucht. Dass wir uns um Instagram nicht mehr selbst kümmern müssen, ist Gold wert.',
      author: 'Katrin Voß',
      position: 'Inhaberin',
    },
    sample: true,
  },
];

// The collection's built-in items, found by its kind's name (seed-content.ts).
export default SEED_SUCCESS_STORIES;
