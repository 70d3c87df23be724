import { BadgeCheck, FileSignature, HeartHandshake, SlidersHorizontal } from 'lucide-react';
import { IconCards } from '../../components/ui/icon-cards';

/** The four benefit blocks of the pricing page. */
const BENEFITS = [
  {
    icon: FileSignature,
    title: 'Keine Knebelverträge',
    text: 'Klare 2-Jahres-Laufzeit, faire Kündigungsregeln und keine automatischen Verlängerungen.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Nur zahlen, was Sie brauchen',
    text: 'Wählen Sie das Paket, das zu Ihnen passt – und wechseln Sie, wenn Sie wachsen.',
  },
  {
    icon: BadgeCheck,
    title: 'Premium-Qualität',
    text: 'Individuelles Design, schnelle Ladezeiten und sauberer Code – auch im Abo.',
  },
  {
    icon: HeartHandshake,
    title: 'Persönlicher Support',
    text: 'Ein fester Ansprechpartner, der Ihre Website und Ihr Unternehmen kennt.',
  },
];

export function Benefits() {
  return <IconCards items={BENEFITS} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" size="lg" heading="h3" />;
}
