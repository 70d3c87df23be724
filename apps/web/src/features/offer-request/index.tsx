import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

// The dialog and its form are a separate chunk, loaded when a visitor first opens it.
const OfferDialog = lazy(() => import('./offer-dialog'));

export function preloadOfferDialog(): void {
  void import('./offer-dialog');
}

interface OpenOptions {
  service?: string;
  message?: string;
}

/** State of the shared offer dialog for one page: the element to render and a function to open it. */
export function useOfferDialog(): [ReactNode, (options?: OpenOptions) => void] {
  const [open, setOpen] = useState<OpenOptions | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const openDialog = useCallback((options: OpenOptions = {}) => setOpen(options), []);
  const element = open ? (
    <Suspense fallback={null}>
      <OfferDialog onClose={close} service={open.service} message={open.message} />
    </Suspense>
  ) : null;
  return [element, openDialog];
}
