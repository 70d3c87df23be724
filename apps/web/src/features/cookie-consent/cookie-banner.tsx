import { Ban, Cookie, Eye, Lock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { choiceButton } from './choice-button';

const TRUST_BADGES = [
  { label: 'DSGVO-konform', icon: ShieldCheck },
  { label: 'SSL-verschlüsselt', icon: Lock },
  { label: 'Transparent', icon: Eye },
  { label: 'Kein Tracking', icon: Ban },
];

/** Why a visitor whose browser sends Global Privacy Control finds only the necessary cookies on. */
export const PRIVACY_SIGNAL_NOTE =
  'Ihr Browser sendet das Signal „Global Privacy Control“. Deshalb haben wir nur notwendige Cookies aktiviert. Analyse und Marketing können Sie trotzdem erlauben.';

/**
 * Bottom bar asking for the visitor's decision: markup only. The server draws it hidden into the island's
 * element; its script (cookie-consent.ts) shows it when due, with the note while the decision in force is the
 * one the privacy signal took, and answers its three buttons (`data-consent-choice`).
 */
export function CookieBanner() {
  return (
    <section
      hidden
      data-cookie-banner
      aria-label="Cookie-Hinweis"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4 animate-[slide-up_0.4s_ease-out]"
    >
      <div className="mx-auto max-w-6xl rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl shadow-navy-950/20 sm:p-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-8">
          <div className="flex-1">
            <div className="flex items-center gap-2">
              <span className="grid size-9 place-items-center rounded-full bg-accent-100 text-accent-700">
                <Cookie className="size-5" aria-hidden />
              </span>
              <h2 className="text-base font-semibold text-navy-900">Wir respektieren Ihre Privatsphäre</h2>
            </div>
            <p
              hidden
              data-privacy-signal-note
              data-testid="privacy-signal-note"
              className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-[13px] leading-relaxed font-medium text-navy-900 sm:text-sm"
            >
              {PRIVACY_SIGNAL_NOTE}
            </p>
            <p className="mt-3 text-[13px] leading-relaxed text-slate-600 sm:text-sm">
              Wir verwenden Cookies, damit unsere Website zuverlässig funktioniert. Mit Ihrer Zustimmung nutzen wir
              zusätzlich unser eigenes, datenschutzfreundliches Analyse-Tracking, um unser Angebot zu verbessern. Mehr
              dazu in unserer{' '}
              <Link
                to="/datenschutz"
                className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800"
              >
                Datenschutzerklärung
              </Link>
              .
            </p>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2" aria-label="Vertrauensmerkmale">
              {TRUST_BADGES.map(({ label, icon: Icon }) => (
                <li key={label} className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
                  <Icon className="size-3.5 text-accent-600" aria-hidden />
                  {label}
                </li>
              ))}
            </ul>
          </div>
          {/* Declining is as easy as accepting: both choices on the first layer, side by side or stacked, in one
              grid cell size and one style, neither of them pre-selected or highlighted. */}
          <div className="grid gap-2 sm:grid-cols-2 lg:w-64 lg:grid-cols-1">
            <button type="button" data-consent-choice="accept-all" className={choiceButton}>
              Alle Cookies akzeptieren
            </button>
            <button type="button" data-consent-choice="necessary-only" className={choiceButton}>
              Nur notwendige Cookies
            </button>
            <button
              type="button"
              data-consent-choice="customise"
              className="rounded-lg px-4 py-2 text-sm font-medium text-slate-600 underline-offset-2 transition hover:text-navy-900 hover:underline sm:col-span-2 lg:col-span-1"
            >
              Cookie-Einstellungen anpassen
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
