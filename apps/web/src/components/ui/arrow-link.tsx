import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, type LinkProps } from 'react-router-dom';
import { primaryButton } from './cta-band';
import { OfferLink } from './offer-link';

/** A link that leads on to the next step: its text, then an arrow. */
export function ArrowLink({ children, ...link }: LinkProps) {
  return (
    <Link {...link}>
      {children}
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}

/** 'Zur Startseite' below a page's message (not found, request sent): back to the home page. */
export function HomeLink() {
  return (
    <Link
      to="/"
      className="mt-10 inline-flex items-center gap-2 rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white transition hover:bg-navy-800"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Zur Startseite
    </Link>
  );
}

/** 'Kostenlose Beratung vereinbaren' in a closing band: opens the page's offer dialog (OfferLink). */
export function ConsultationButton({ onClick }: { onClick: () => void }) {
  return (
    <OfferLink onOpen={onClick} className={primaryButton}>
      Kostenlose Beratung vereinbaren
      <ArrowRight className="size-4" aria-hidden />
    </OfferLink>
  );
}
