export { pricingPackagesQuery, usePricingPackages, type PricingPackage } from './api/get-pricing-packages';
export { pricingTestimonialsQuery, usePricingTestimonials } from './api/get-pricing-testimonials';
export { Benefits } from './benefits';
export { PricingPackages } from './pricing-packages';
export { PricingReviews } from './pricing-reviews';
export { PricingFaq } from './pricing-faq';
