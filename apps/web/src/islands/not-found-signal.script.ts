import { signalNotFound } from '../features/tracking';
import { defineScript } from './script';

/** The not-found page's report to the tracker: plain DOM code, without React (islands/not-found-signal.tsx). */
export default defineScript<{ pathname: string }>('not-found-signal', () => signalNotFound());
