import { Award, Gauge, HeartHandshake, Lock, Search, Wallet } from 'lucide-react';

/** The six reasons of the 'why us' section (texts: ours, the spec shows none). */
const REASONS = [
  {
    icon: Award,
    title: 'Über 12 Jahre Erfahrung',
    text: 'Mehr als 200 Projekte für Handwerk, Handel, Praxen und Dienstleister.',
  },
  {
    icon: Gauge,
    title: 'Schnelle Websites',
    text: 'Kurze Ladezeiten und Top-Werte bei Google PageSpeed sind bei uns Standard.',
  },
  {
    icon: Search,
    title: 'SEO von Anfang an',
    text: 'Technisches SEO und strukturierte Daten sind in jedem Projekt enthalten.',
  },
  {
    icon: Lock,
    title: 'Datenschutz inklusive',
    text: 'DSGVO-konforme Formulare, Hosting in Deutschland, Tracking nur mit Einwilligung.',
  },
  {
    icon: Wallet,
    title: 'Transparente Preise',
    text: 'Feste Paketpreise und klare Lieferzeiten – ohne versteckte Kosten.',
  },
  {
    icon: HeartHandshake,
    title: 'Persönlicher Ansprechpartner',
    text: 'Kurze Wege, schnelle Antworten und ehrliche Beratung.',
  },
];

export function WhyUs() {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {REASONS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <Icon className="size-7 shrink-0 text-accent-700" aria-hidden />
          <div>
            <h3 className="font-bold text-navy-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
