import { signalTrack } from '../../lib/track-signal';

/**
 * Reports the not-found page to the tracker: counted with the errors when staff track 404s (and the visitor
 * consented to analytics). It names the browser's address: the one server render of the not-found page
 * answers every unknown path.
 */
export function signalNotFound(): void {
  const pathname = window.location.pathname;
  signalTrack('error', `404: ${pathname}`.slice(0, 200), { error_type: 'not_found', page: pathname });
}
