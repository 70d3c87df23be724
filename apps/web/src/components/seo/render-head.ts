import { metaTags, structuredData, type OrganizationFacts, type ResolvedPageMeta } from './page-meta';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The server's `<head>` fragment for one page: title, meta tags, canonical link and JSON-LD. */
export function renderHead(meta: ResolvedPageMeta, origin: string, organization?: OrganizationFacts): string {
  const canonical = `${origin.replace(/\/$/, '')}${meta.path}`;
  const json = JSON.stringify(structuredData(origin, organization)).replace(/</g, '\\u003c');
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...metaTags(meta, origin).map((tag) => `<meta ${tag.key}="${tag.id}" content="${escapeHtml(tag.content)}" />`),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<script type="application/ld+json">${json}</script>`,
  ].join('\n    ');
}
