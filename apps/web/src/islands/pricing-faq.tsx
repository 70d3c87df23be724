import { PricingFaq } from '../features/pricing';
import { defineIsland } from './island';

/** 'Häufige Fragen zum Abo': the answers that open. */
export default defineIsland('pricing-faq', PricingFaq);
