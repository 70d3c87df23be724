import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { OfferOptions } from '../../islands/names';

/**
 * The offer form's own page (libs/contracts OFFER_FORM_PATH), written out: the pages with an offer control
 * would otherwise load a chunk of the contracts for this one string.
 */
const OFFER_FORM_PATH = '/angebot';

/**
 * A control that opens the offer dialog. It is a link to the offer form's own page underneath (acting as
 * a button once the page's code runs), so before the code has arrived, or without JavaScript, a tap still
 * leads to the form. A click with a modifier key (new tab) follows the link.
 */
export function OfferLink({
  onOpen,
  offer,
  className,
  children,
}: {
  onOpen: () => void;
  /** What the dialog starts with when the loader opens it (a page rendered as islands). */
  offer?: OfferOptions;
  className?: string;
  children: ReactNode;
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  // A button is pressed with the space bar too (a link only with Enter).
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a
      href={OFFER_FORM_PATH}
      role="button"
      onClick={open}
      onKeyDown={onKeyDown}
      className={className}
      // On a page rendered as islands, a control outside any island opens the dialog through the loader.
      data-offer={JSON.stringify(offer ?? {})}
    >
      {children}
    </a>
  );
}
