import { PortfolioGallery } from '../features/portfolio';
import { defineIsland } from './island';

/** The portfolio's filters and its projects' dialogs. */
export default defineIsland('portfolio-gallery', PortfolioGallery);
