/**
 * The indexable public pages, for the sitemap (built with the client) and the route table. Alias paths
 * (/services, /contact, /pricing) are left out: they name the German page as canonical.
 */
export const PUBLIC_PAGES: { path: string; priority: number; changefreq: 'weekly' | 'monthly' | 'yearly' }[] = [
  { path: '/', priority: 1, changefreq: 'weekly' },
  { path: '/leistungen', priority: 0.9, changefreq: 'monthly' },
  { path: '/preise', priority: 0.9, changefreq: 'monthly' },
  { path: '/portfolio', priority: 0.8, changefreq: 'monthly' },
  { path: '/faq', priority: 0.7, changefreq: 'monthly' },
  { path: '/kontakt', priority: 0.8, changefreq: 'yearly' },
  { path: '/impressum', priority: 0.2, changefreq: 'yearly' },
  { path: '/datenschutz', priority: 0.2, changefreq: 'yearly' },
];

/** robots.txt and sitemap.xml for an origin (the servers write them for PUBLIC_URL). */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string, lastmod: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) =>
      `  <url>\n    <loc>${origin}${page.path}</loc>\n    <lastmod>${lastmod}</lastmod>\n    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
