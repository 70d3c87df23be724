import './zod-without-eval';

/**
 * The readers of the public answers (libs/contracts public-content.ts), loaded with the first answer the
 * browser reads itself: zod's parsers are shared with the back-office and the request forms, so a static
 * import would put all of zod into every page's first JavaScript. The server render and the hydration read
 * nothing in the browser; a later navigation or refetch loads this chunk once.
 */
export {
  formTokenSchema,
  publicFaqSchema,
  publicHomePackagesSchema,
  publicImagesSchema,
  publicImprintSchema,
  publicMarkdownDocumentSchema,
  publicPortfolioProjectsSchema,
  publicPricingPackagesSchema,
  publicPricingTestimonialsSchema,
  publicServicesSchema,
  publicSuccessStoriesSchema,
  publicTestimonialsSchema,
  publicWebsiteSettingsSchema,
} from '@agency/contracts';
