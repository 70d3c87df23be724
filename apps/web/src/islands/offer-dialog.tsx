import { useEffect } from 'react';
import { useOfferDialog } from '../features/offer-request';
import type { OfferOptions } from './names';

/**
 * The offer dialog of a page rendered as islands, mounted by the loader on the first request for it (then it
 * listens for the next ones itself, as the app's pages do).
 */
export function OfferDialogHost({ initial }: { initial: OfferOptions }) {
  const [dialog, open] = useOfferDialog();
  useEffect(() => open(initial), [open, initial]);
  return dialog;
}
