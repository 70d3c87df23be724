import type { SitePagePath } from '@agency/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { faqsQuery } from '../features/faq';
import { homePackagesQuery } from '../features/home';
import { imprintQuery, privacyPolicyQuery } from '../features/legal';
import { portfolioProjectsQuery } from '../features/portfolio';
import { pricingPackagesQuery, pricingTestimonialsQuery } from '../features/pricing';
import { servicesQuery } from '../features/services';
import { imagesQuery, websiteSettingsQuery } from '../features/site-settings';
import { successStoriesQuery } from '../features/success-stories';
import { cookielessCountingQuery } from '../features/tracking';
import { testimonialsQuery } from '../features/testimonials';
import { lazyPage } from './lazy-page';

type Prefetch = (client: QueryClient) => Promise<unknown>;
const q =
  (...options: { queryKey: readonly unknown[] }[]): Prefetch =>
  (client) =>
    // Each option set is a feature's queryOptions(); their data types differ, prefetching does not care.
    Promise.all(options.map((option) => client.prefetchQuery(option as Parameters<QueryClient['prefetchQuery']>[0])));

export interface PageRoute {
  /** The site's pages (contracts' SITE_PAGE_PATHS, which preview links may open): a new page is added there too. */
  paths: SitePagePath[];
  /** Source file of the page module (its key in the client build's manifest, for modulepreload). */
  module: string;
  page: ReturnType<typeof lazyPage>;
  /** The data the page shows, fetched before the server renders it. */
  prefetch: Prefetch;
  /**
   * Served as islands (docs/adr/0153-public-pages-as-islands.md): the browser hydrates only the page's interactive parts,
   * each from its own entry; links lead to ordinary page loads. Otherwise the app hydrates the whole page.
   */
  islands?: boolean;
}

/** The public route table (docs/product/public-pages.md 'Routes'; each page its own chunk). */
export const PAGE_ROUTES: PageRoute[] = [
  {
    paths: ['/'],
    module: 'src/app/routes/public/home.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/home')),
    prefetch: q(homePackagesQuery, successStoriesQuery, testimonialsQuery),
  },
  {
    paths: ['/leistungen', '/services'],
    module: 'src/app/routes/public/services.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/services')),
    prefetch: q(servicesQuery),
  },
  {
    paths: ['/preise', '/pricing'],
    module: 'src/app/routes/public/pricing.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/pricing')),
    prefetch: q(pricingPackagesQuery, pricingTestimonialsQuery),
  },
  {
    paths: ['/portfolio'],
    module: 'src/app/routes/public/portfolio.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/portfolio')),
    prefetch: q(portfolioProjectsQuery),
  },
  {
    paths: ['/faq'],
    module: 'src/app/routes/public/faq.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/faq')),
    prefetch: q(faqsQuery),
  },
  {
    paths: ['/kontakt', '/contact'],
    module: 'src/app/routes/public/contact.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/contact')),
    prefetch: q(),
  },
  {
    paths: ['/angebot'],
    module: 'src/app/routes/public/offer.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/offer')),
    prefetch: q(),
  },
  {
    paths: ['/anfrage-gesendet'],
    module: 'src/app/routes/public/request-sent.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/request-sent')),
    prefetch: q(),
  },
  {
    paths: ['/impressum'],
    module: 'src/app/routes/public/imprint.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/imprint')),
    prefetch: q(imprintQuery),
  },
  {
    paths: ['/datenschutz'],
    module: 'src/app/routes/public/privacy.tsx',
    islands: true,
    page: lazyPage(() => import('./routes/public/privacy')),
    prefetch: q(privacyPolicyQuery),
  },
];

/**
 * Data every public page needs: footer contact data, the image slots, and whether visitors without consent
 * are counted (the page-view tracker's switch).
 */
export const prefetchLayout = q(websiteSettingsQuery, imagesQuery, cookielessCountingQuery);

export function findPageRoute(pathname: string): PageRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ROUTES.find((route) => (route.paths as readonly string[]).includes(path));
}
