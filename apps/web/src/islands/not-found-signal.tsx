import { defineIsland } from './island';

/**
 * The not-found page's report to the tracker: a script island (not-found-signal.script.ts) that draws nothing.
 * It runs after the tracker, which then listens. `pathname` is the route: in the single-page app an unknown
 * path after another one reports again.
 */
export default defineIsland<{ pathname: string }>('not-found-signal', () => null, {
  script: () => import('./not-found-signal.script'),
});
