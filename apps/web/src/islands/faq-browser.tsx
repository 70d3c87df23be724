import { FaqBrowser } from '../features/faq';
import { defineIsland } from './island';

/** The FAQ: its categories and the answers that open. */
export default defineIsland('faq-browser', FaqBrowser);
