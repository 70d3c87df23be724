/**
 * Kundenstimmen der Startseite.
 *
 * Sechs Bewertungen, überwiegend 5 Sterne. `image` ist leer (die Seite zeigt dann Initialen) oder ein
 * relativer Platzhalterpfad. Namen und Firmen sind frei erfunden (Beispielinhalte).
 */
import type { CustomerTestimonialFields } from '@agency/contracts';
import type { SeedItem } from './types';

const SEED_TESTIMONIALS: readonly SeedItem<CustomerTestimonialFields>[] = [
  {
    id: 'testimonial-1',
    name: 'Thomas Hansen',
    company: 'Tischlerei Hansen, Lübeck',
    rating: 5,
    text: 'Von der ersten Beratung bis zum Launch lief alles unkompliziert. Unsere neue Website zeigt endlich, was wir können – und über das Anfrageformular kommen jede Woche neue Aufträge rein.',
    image: '',
    enabled: true,
    sortOrder: 1,
    sample: true,
  },
  {
    id: 'testimonial-2',
    name: 'Katrin Voß',
    company: 'Restaurant Möwenblick, Heiligenhafen',
    rating: 5,
    text: 'Die Speisekarte ist jetzt mobil perfekt lesbar, und seit der Google-Optimierung finden uns Urlaubsgäste viel leichter. Das Team hat sich wirklich Zeit für uns genommen.',
    image: '/images/testimonials/katrin-voss.jpg',
    enabled: true,
    sortOrder: 2,
    sample: true,
  },
  {
    id: 'testimonial-3',
    name: 'Dr. Henrik Jessen',
    company: 'Zahnarztpraxis Dr. Jessen, Kiel',
    rating: 5,
    text: 'Professionell, zuverlässig und datenschutzbewusst – genau das, was eine Praxis braucht. Die Online-Terminanfrage entlastet unser Empfangsteam spürbar.',
    image: '',
    enabled: true,
    sortOrder: 3,
    sample: true,
  },
  {
    id: 'testimonial-4',
    name: 'Anja Petersen',
    company: 'Petersen Steuerberatung, Hamburg',
    rating: 5,
    text: 'Klare Kommunikation, feste Termine und ein Ergebnis, das unsere Mandanten überzeugt. Besonders geschätzt haben wir die verständlichen Erklärungen ohne Fachchinesisch.',
    image: '/images/testimonials/anja-petersen.jpg',
    enabled: true,
    sortOrder: 4,
    sample: true,
  },
  {
    id: 'testimonial-5',
    name: 'Lars Thiessen',
    company: 'Fahrradhaus Thiessen, Bad Segeberg',
    rating: 4,
    text: 'Der neue Online-Shop läuft stabil und ist für uns einfach zu pflegen. Die Umsetzung hat etwas länger gedauert als geplant, aber das Ergebnis hat sich gelohnt.',
    image: '',
    enabled: true,
    sortOrder: 5,
    sample: true,
  },
  {
    id: 'testimonial-6',
    name: 'Birte Möller',
    company: 'Hofladen Möller, Oldenburg in Holstein',
    rating: 5,
    text: 'Unsere Instagram-Beiträge sehen jetzt richtig professionell aus, und die Kundschaft spricht uns im Laden darauf an. Ich muss mich um nichts mehr kümmern außer um die Freigabe.',
    image: '',
    enabled: true,
    sortOrder: 6,
    sample: true,
  },
];

// The collection's built-in items, found by its kind's name (seed-content.ts).
export default SEED_TESTIMONIALS;
