import { SITE } from '../../config/site';

/** What a page says about itself: title, description, keywords, canonical address. */
export interface PageMetaInput {
  /** Page title without the brand suffix; the default title when left out. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Path of the canonical address, e.g. '/leistungen'. */
  path: string;
  robots?: string;
  type?: string;
  image?: string;
}

export interface ResolvedPageMeta {
  title: string;
  description: string;
  keywords: string;
  path: string;
  robots: string;
  type: string;
  image: string;
}

export function resolvePageMeta(input: PageMetaInput): ResolvedPageMeta {
  return {
    title: `${input.title ?? SITE.defaultTitle} | ${SITE.brand}`,
    description: input.description ?? SITE.defaultDescription,
    keywords: input.keywords ?? SITE.defaultKeywords,
    path: input.path,
    robots: input.robots ?? 'index, follow',
    type: input.type ?? 'website',
    image: input.image ?? SITE.image,
  };
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/$/, '')}${pathOrUrl}`;
}

/** Name/property and content of every meta tag a page carries, in document order. */
export function metaTags(
  meta: ResolvedPageMeta,
  origin: string,
): { key: 'name' | 'property'; id: string; content: string }[] {
  const url = absolute(origin, meta.path);
  return [
    { key: 'name', id: 'description', content: meta.description },
    { key: 'name', id: 'keywords', content: meta.keywords },
    { key: 'name', id: 'author', content: SITE.author },
    { key: 'name', id: 'robots', content: meta.robots },
    { key: 'name', id: 'geo.region', content: SITE.geoRegion },
    { key: 'property', id: 'og:title', content: meta.title },
    { key: 'property', id: 'og:description', content: meta.description },
    { key: 'property', id: 'og:url', content: url },
    { key: 'property', id: 'og:type', content: meta.type },
    { key: 'property', id: 'og:image', content: absolute(origin, meta.image) },
    { key: 'property', id: 'og:site_name', content: SITE.brand },
    { key: 'property', id: 'og:locale', content: SITE.locale },
  ];
}

/** What staff maintain about the company that the structured data carries (website settings). */
export interface OrganizationFacts {
  /** 'Gegründet' as staff entered it; only an ISO date or year ('2025', '2025-04') goes into the JSON-LD. */
  founded?: string;
}

/** Structured data: the website and its publisher. */
export function structuredData(origin: string, organization: OrganizationFacts = {}): Record<string, unknown> {
  const founded = organization.founded?.trim() ?? '';
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.brand,
    url: absolute(origin, '/'),
    inLanguage: 'de-DE',
    publisher: {
      '@type': 'Organization',
      name: SITE.brand,
      url: absolute(origin, '/'),
      logo: absolute(origin, SITE.image),
      ...(/^\d{4}(-\d{2}(-\d{2})?)?$/.test(founded) ? { foundingDate: founded } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jungfernstieg 1',
        addressLocality: 'Hamburg',
        postalCode: '20095',
        addressCountry: 'DE',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+49-40-000000',
        email: 'info@example.de',
        availableLanguage: 'German',
      },
    },
  };
}
