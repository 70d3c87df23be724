export { CollectionScreen } from './collection-screen';
export { PricingScreen } from './pricing-screen';
export { successStories } from './definitions/success-stories';
export { testimonials } from './definitions/testimonials';
export { portfolioProjects } from './definitions/portfolio-projects';
