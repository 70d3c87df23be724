import { ActionCards } from '../features/contact';
import { defineIsland } from './island';

/** The contact page's cards, which lead to the form. */
export default defineIsland('action-cards', ActionCards);
