import { CalendarCheck, Clock, FileText, Mail, MapPin, Phone, PhoneCall, Users } from 'lucide-react';
import { COMPANY_CONTACT } from '../../config/site';

// Smooth as the page's scroll behaviour says (none for whoever asks for less motion).
const scrollToForm = () => document.getElementById('contact-form')?.scrollIntoView({ block: 'start' });
const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The four action cards. */
export function ActionCards() {
  const cards = [
    {
      icon: CalendarCheck,
      title: 'Kostenlose Beratung',
      text: 'Ein unverbindliches Erstgespräch zu Ihren Zielen – per Telefon oder Video.',
      button: 'Termin vereinbaren',
    },
    {
      icon: Users,
      title: 'Vor-Ort Termin',
      text: 'Wir besuchen Sie gern persönlich – in Hamburg und Umgebung.',
      button: 'Termin anfragen',
    },
    {
      icon: FileText,
      title: 'Projekt-Anfrage',
      text: 'Beschreiben Sie Ihr Projekt und erhalten Sie ein individuelles Angebot.',
      button: 'Formular ausfüllen',
    },
  ];
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ icon: Icon, title, text, button }) => (
        <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon className="size-8 text-accent-700" aria-hidden />
          <h2 className="mt-4 text-lg font-bold text-navy-900">{title}</h2>
          <p className="mt-2 flex-1 text-sm text-slate-600">{text}</p>
          <button
            type="button"
            onClick={scrollToForm}
            className="mt-5 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-navy-900 transition hover:bg-slate-50"
          >
            {button}
          </button>
        </li>
      ))}
      <li className="flex flex-col rounded-2xl bg-navy-900 p-6 text-white shadow-sm">
        <PhoneCall className="size-8 text-accent-300" aria-hidden />
        <h2 className="mt-4 text-lg font-bold">Direkter Kontakt</h2>
        <p className="mt-2 flex-1 text-sm text-navy-200">
          Sie möchten lieber sprechen? Rufen Sie uns an: {COMPANY_CONTACT.phone}
        </p>
        <a
          href={tel(COMPANY_CONTACT.phone)}
          className="mt-5 rounded-lg bg-accent-400 px-4 py-2.5 text-center text-sm font-semibold text-navy-950 transition hover:bg-accent-300"
        >
          Jetzt anrufen
        </a>
      </li>
    </ul>
  );
}

/** Contact data with opening hours (fixed site constants) and the 24-hour banner. */
export function ContactCard() {
  return (
    <aside className="space-y-6">
      <div className="rounded-3xl bg-navy-950 p-6 text-white sm:p-8">
        <h2 className="text-xl font-bold">Kontaktdaten</h2>
        <ul className="mt-6 space-y-4 text-sm">
          <li className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden />
            <span>
              {COMPANY_CONTACT.street}
              <br />
              {COMPANY_CONTACT.city}
              <br />
              {COMPANY_CONTACT.country}
            </span>
          </li>
          <li className="flex gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden />
            <a href={tel(COMPANY_CONTACT.phone)} className="hover:text-accent-200">
              {COMPANY_CONTACT.phone}
            </a>
          </li>
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden />
            <a href={`mailto:${COMPANY_CONTACT.email}`} className="hover:text-accent-200">
              {COMPANY_CONTACT.email}
            </a>
          </li>
        </ul>
        <h3 className="mt-8 flex items-center gap-2 font-semibold">
          <Clock className="size-5 text-accent-300" aria-hidden />
          Öffnungszeiten
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm">
          {COMPANY_CONTACT.openingHours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt className="text-navy-200">{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="flex items-center gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-5 text-sm font-medium text-accent-900">
        <Clock className="size-6 shrink-0 text-accent-700" aria-hidden />
        Wir antworten garantiert innerhalb von 24 Stunden – an Werktagen meist noch am selben Tag.
      </p>
    </aside>
  );
}
