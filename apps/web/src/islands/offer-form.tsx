import { OfferFormSection } from '../features/offer-request';
import { defineIsland } from './island';

/** The offer form on its own page. */
export default defineIsland('offer-form', OfferFormSection);
