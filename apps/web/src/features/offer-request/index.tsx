import type { FormPostResult } from '@agency/contracts';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { OPEN_OFFER_EVENT, type OfferOptions } from '../../islands/names';

// The dialog and its form are a separate chunk, loaded when a visitor first opens it.
const OfferDialog = lazy(() => import('./offer-dialog'));
// The form on its own page (for visitors without JavaScript) is the same chunk: the pages that only open the
// dialog never load the form layer up front.
const OfferFormWithNote = lazy(() => import('./offer-form').then((module) => ({ default: module.OfferFormWithNote })));

/** The offer form with its privacy note, for the form's own page (`posted`: the server's answer to a post). */
export function OfferFormSection({ posted }: { posted?: FormPostResult }) {
  return (
    <Suspense fallback={null}>
      <OfferFormWithNote posted={posted} />
    </Suspense>
  );
}

export function preloadOfferDialog(): void {
  void import('./offer-dialog');
}

type OpenOptions = OfferOptions;

/**
 * State of the shared offer dialog for one page: the element to render and a function to open it. It also
 * opens for a request from the page's islands (OPEN_OFFER_EVENT), whose controls cannot hold the function.
 */
export function useOfferDialog(): [ReactNode, (options?: OpenOptions) => void] {
  const [open, setOpen] = useState<OpenOptions | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const openDialog = useCallback((options: OpenOptions = {}) => setOpen(options), []);
  useEffect(() => {
    const onRequest = (event: Event) => setOpen((event as CustomEvent<OpenOptions>).detail ?? {});
    window.addEventListener(OPEN_OFFER_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_OFFER_EVENT, onRequest);
  }, []);
  const element = open ? (
    <Suspense fallback={null}>
      <OfferDialog onClose={close} service={open.service} message={open.message} />
    </Suspense>
  ) : null;
  return [element, openDialog];
}
