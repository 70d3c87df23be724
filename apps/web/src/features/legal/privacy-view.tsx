import { Eye, Lock, ShieldCheck } from 'lucide-react';
import { SITE } from '../../config/site';
import { IconCards } from '../../components/ui/icon-cards';
import { Markdown } from '../../components/ui/markdown';

/** Sections 1 to 6 as built in, when the stored text cannot be loaded. */
const BUILT_IN = `## 1. Datenschutz auf einen Blick

Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten passiert, wenn Sie diese Website besuchen.

## 2. Hosting und CDN

Diese Website wird bei einem Anbieter in Deutschland gehostet. Beim Aufruf werden technisch notwendige Daten (z. B. Zeitpunkt und aufgerufene Seite) verarbeitet.

## 3. Allgemeine Hinweise und Pflichtinformationen

Wir nehmen den Schutz Ihrer persönlichen Daten sehr ernst und behandeln sie vertraulich und entsprechend der gesetzlichen Datenschutzvorschriften.

## 4. Datenerfassung auf dieser Website

Wir speichern Ihre Cookie-Auswahl in Ihrem Browser. Anfragen über unsere Formulare verarbeiten wir ausschließlich zur Bearbeitung Ihres Anliegens.

## 5. Analyse-Tools

Ohne Ihre Einwilligung zählen wir nur cookielose Seitenaufrufe. Weitergehende Auswertungen erfolgen nur mit Ihrer Einwilligung in Analyse-Cookies.

## 6. Ihre Rechte

Sie haben jederzeit das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie ein Beschwerderecht bei einer Aufsichtsbehörde.`;

const SUMMARY = [
  { icon: Lock, title: 'Sicher', text: 'SSL-verschlüsselte Übertragung und Hosting in Deutschland.' },
  {
    icon: ShieldCheck,
    title: 'DSGVO-konform',
    text: 'Verarbeitung nur auf Grundlage der DSGVO und mit Ihrer Einwilligung.',
  },
  { icon: Eye, title: 'Transparent', text: 'Wir erklären verständlich, welche Daten wir wofür nutzen.' },
];

/** A text with its own data-protection contact section needs no second one below it. */
const OWN_CONTACT_SECTION = /^#{1,6}\s*Kontakt in Datenschutzfragen\s*$/m;

export interface PrivacyContact {
  company?: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * Summary tiles, the text staff maintain, and the data-protection contact card with the site's
 * contact data from the website settings: shown once, with the one e-mail address the site names everywhere.
 */
export function PrivacyView({ content, contact }: { content: string | null; contact: PrivacyContact }) {
  const text = (content ?? BUILT_IN).replace(/^\*\*Stand:[^\n]*\n+/, '');
  return (
    <>
      <IconCards items={SUMMARY} className="grid gap-4 sm:grid-cols-3" size="md" heading="h2" />
      <article className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <Markdown source={text} />
      </article>
      {!OWN_CONTACT_SECTION.test(text) && (
        <section aria-labelledby="privacy-contact" className="mt-10 rounded-2xl bg-navy-950 p-6 text-white sm:p-8">
          <h2 id="privacy-contact" className="text-xl font-bold">
            Kontakt in Datenschutzfragen
          </h2>
          <p className="mt-3 text-navy-200">[Name der/des Datenschutzverantwortlichen]</p>
          <p className="text-navy-200">
            {contact.company || SITE.brand}, {contact.address}
          </p>
          <p className="mt-3">
            E-Mail:{' '}
            <a
              href={`mailto:${contact.email}`}
              className="text-accent-300 underline underline-offset-2 hover:text-accent-200"
            >
              {contact.email}
            </a>
          </p>
          <p className="mt-1">
            Telefon:{' '}
            <a
              href={`tel:${contact.phone.replace(/\s/g, '')}`}
              className="text-accent-300 underline underline-offset-2 hover:text-accent-200"
            >
              {contact.phone}
            </a>
          </p>
        </section>
      )}
    </>
  );
}
