import { BadgeCheck, FileSignature, HeartHandshake, SlidersHorizontal } from 'lucide-react';

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
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {BENEFITS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon className="size-8 text-accent-700" aria-hidden />
          <h3 className="mt-4 font-bold text-navy-900">{title}</h3>
          <p className="mt-2 text-sm text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
