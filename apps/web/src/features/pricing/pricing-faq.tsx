import { Accordion } from '../../components/ui/accordion';

/** The four questions of the pricing page. */
const QUESTIONS = [
  {
    id: 'laufzeit',
    question: 'Warum beträgt die Laufzeit 2 Jahre?',
    answer:
      'Eine professionelle Website erfordert am Anfang viel Arbeit: Konzept, Design, Texte und Entwicklung. Statt diese Kosten auf einmal zu berechnen, verteilen wir sie auf 24 Monate. So bleibt Ihr monatlicher Beitrag niedrig und planbar.',
  },
  {
    id: 'wechsel',
    question: 'Kann ich mein Paket wechseln?',
    answer:
      'Ja. Ein Upgrade auf ein größeres Paket ist jederzeit möglich. Ein Downgrade wird zum nächsten Abrechnungszeitraum wirksam.',
  },
  {
    id: 'nach-24-monaten',
    question: 'Was passiert nach 24 Monaten?',
    answer:
      'Sie haben die Wahl: Sie verlängern Ihr Abo, wechseln in eine flexible Laufzeit oder beenden die Zusammenarbeit. Ihre Website und Ihre Daten gehören in jedem Fall Ihnen.',
  },
  {
    id: 'kosten',
    question: 'Sind wirklich alle Kosten enthalten?',
    answer:
      'Alle im Paket genannten Leistungen sind im monatlichen Preis enthalten. Nur besondere Extras außerhalb des Pakets – etwa ein Online-Shop oder zusätzliche Sprachen – können etwas mehr kosten. Das besprechen wir immer vorher mit Ihnen.',
  },
];

export function PricingFaq() {
  return <Accordion items={QUESTIONS} />;
}
