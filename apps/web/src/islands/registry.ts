/**
 * An island's entry: its definition (islands/island.tsx: a component the loader hydrates) or its script
 * (islands/script.ts: plain DOM code the loader starts), whose props the marker element carries as JSON.
 */
type IslandModule = Promise<{ default: { name: string; Component?: unknown; start?: unknown } }>;

/**
 * Every island's own entry, by the name its marker element carries: each a chunk of its own, loaded only on
 * a page that has it. Its module imports its component alone, never another page's code.
 */
export const ISLAND_MODULES: Record<string, () => IslandModule> = {
  header: () => import('./header'),
  'cookie-consent': () => import('./cookie-consent.script'),
  'page-view-tracker': () => import('./page-view-tracker.script'),
  'service-tabs': () => import('./service-tabs'),
  'more-services': () => import('./more-services'),
  'faq-browser': () => import('./faq-browser'),
  'enquiry-form': () => import('./enquiry-form'),
  'action-cards': () => import('./action-cards'),
  'pricing-faq': () => import('./pricing-faq'),
  'pricing-packages': () => import('./pricing-packages'),
  'portfolio-gallery': () => import('./portfolio-gallery'),
  'success-stories': () => import('./success-stories'),
  'home-packages': () => import('./home-packages'),
  'offer-form': () => import('./offer-form'),
  'not-found-signal': () => import('./not-found-signal.script'),
};
