import { metaTags, type ResolvedPageMeta } from './page-meta';

/** Brings the live document's head in line with a page's metadata after client-side navigation. */
export function applyHead(doc: Document, meta: ResolvedPageMeta, origin: string): void {
  doc.title = meta.title;
  for (const tag of metaTags(meta, origin)) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${tag.key}="${tag.id}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(tag.key, tag.id);
      doc.head.appendChild(element);
    }
    element.setAttribute('content', tag.content);
  }
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.appendChild(canonical);
  }
  canonical.href = `${origin}${meta.path}`;
}
