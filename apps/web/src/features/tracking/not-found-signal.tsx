import { useEffect } from 'react';
import { signalTrack } from '../../lib/track-signal';

/**
 * Reports the not-found page to the tracker: counted with the errors when staff track 404s (and the visitor
 * consented to analytics). Draws nothing; on a page of islands it is the not-found page's one island.
 */
export function NotFoundSignal({ pathname }: { pathname: string }) {
  useEffect(
    () => signalTrack('error', `404: ${pathname}`.slice(0, 200), { error_type: 'not_found', page: pathname }),
    [pathname],
  );
  return null;
}
