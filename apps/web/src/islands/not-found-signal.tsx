import { NotFoundSignal } from '../features/tracking';
import { defineIsland } from './island';

/** The not-found page's report to the tracker (it hydrates after the tracker, which then listens). */
export default defineIsland('not-found-signal', NotFoundSignal);
