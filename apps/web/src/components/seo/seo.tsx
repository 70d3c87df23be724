import { useEffect } from 'react';
import { applyHead } from './apply-head';
import { resolvePageMeta, type PageMetaInput } from './page-meta';
import { useServerContext } from './server-context';

/**
 * The site's configured address (PUBLIC_URL), as the server wrote it into the page's canonical link; read once,
 * before the first client-side navigation, and kept for every page after it. The address the browser used
 * (another host name, a proxy's) never becomes the canonical one. Without a server's head (the dev server),
 * the browser's own.
 */
let configuredOrigin: string | undefined;
function siteOrigin(): string {
  if (configuredOrigin === undefined) {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    configuredOrigin = canonical ? new URL(canonical).origin : window.location.origin;
  }
  return configuredOrigin;
}

/**
 * Declares the current page's title, description, keywords and canonical address. On the server it is
 * recorded for the `<head>` fragment; in the browser the head is updated one animation frame later.
 */
export function Seo(props: PageMetaInput) {
  const server = useServerContext();
  const meta = resolvePageMeta(props);
  if (server) server.meta = meta;

  const { title, description, keywords, path, robots, type, image } = meta;
  useEffect(() => {
    const frame = window.requestAnimationFrame(() =>
      applyHead(document, { title, description, keywords, path, robots, type, image }, siteOrigin()),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [title, description, keywords, path, robots, type, image]);

  return null;
}

/** Sets the HTTP status of a server-rendered answer (e.g. 404 for an unknown path). */
export function HttpStatus({ code }: { code: number }) {
  const server = useServerContext();
  if (server) server.status = code;
  return null;
}
