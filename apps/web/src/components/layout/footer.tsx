import { ArrowRight, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CONTACT_FALLBACK, SITE } from '../../config/site';
import { Logo } from './logo';
import { SocialIcon, socialName } from './social-icons';

const SERVICE_LINKS = [
  'Webentwicklung',
  'SEO & Analytics',
  'Social Media Marketing',
  'Google Ads',
  'Content-Erstellung',
  'Website-Wartung',
];

const COMPANY_LINKS = [
  { label: 'Startseite', to: '/' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Abo-Preise', to: '/preise' },
  { label: 'Kontakt', to: '/kontakt' },
  { label: 'Impressum', to: '/impressum' },
  { label: 'Datenschutz', to: '/datenschutz' },
];

export interface FooterContact {
  email: string;
  phone: string;
  address: string;
}

/** Site footer: call to action, contact details, link columns, copyright and the cookie settings button. */
export function Footer({
  contact = CONTACT_FALLBACK,
  social = [],
  founded,
  logo,
}: {
  contact?: FooterContact;
  social?: { network: string; url: string }[];
  /** 'Gegründet' from the website settings' company info. */
  founded?: string;
  /** The image slot 'logo'. */
  logo?: string;
}) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-navy-200">
      <section id="contact" className="border-b border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center lg:px-8">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              Bereit für Ihr nächstes Projekt?
            </h2>
            <p className="mt-2 max-w-xl text-navy-200">
              Erzählen Sie uns von Ihrem Vorhaben – wir melden uns innerhalb von 24 Stunden mit einer ehrlichen
              Einschätzung.
            </p>
          </div>
          <Link
            to="/kontakt"
            className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-navy-950 transition hover:bg-accent-300"
          >
            Kostenlose Beratung vereinbaren
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo inverted src={logo} />
          <p className="text-sm leading-relaxed">
            Webentwicklung, SEO und Online-Marketing aus dem Norden – persönlich, transparent und mit Blick auf messbare
            Ergebnisse.
          </p>
          {social.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-white">Folgen Sie uns</h3>
              <ul className="mt-3 flex gap-2">
                {social.map(({ network, url }) => (
                  <li key={network}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${socialName(network)} (öffnet in neuem Tab)`}
                      className="grid size-10 place-items-center rounded-lg bg-white/10 text-white transition hover:bg-accent-400 hover:text-navy-950"
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wider text-white">Kontakt</h3>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
              <span>{contact.address}</span>
            </li>
            <li className="flex gap-2.5">
              <Phone className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
              <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="hover:text-white">
                {contact.phone}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Mail className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
              <a href={`mailto:${contact.email}`} className="hover:text-white">
                {contact.email}
              </a>
            </li>
          </ul>
        </div>

        <nav aria-label="Leistungen">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-white">Leistungen</h3>
          <ul className="mt-4 space-y-2.5 text-sm">
            {SERVICE_LINKS.map((label) => (
              <li key={label}>
                <Link to="/leistungen" className="transition hover:text-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Unternehmen">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-white">Unternehmen</h3>
          <ul className="mt-4 space-y-2.5 text-sm">
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="transition hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {SITE.brand}. Alle Rechte vorbehalten.
            {founded && <span className="block sm:ml-2 sm:inline">Gegründet {founded}.</span>}
          </p>
          <button
            type="button"
            onClick={() => window.openCookieSettings?.()}
            data-cookie-settings
            className="self-start text-navy-200 underline-offset-2 transition hover:text-white hover:underline sm:self-auto"
          >
            Cookie-Einstellungen
          </button>
        </div>
      </div>
    </footer>
  );
}
