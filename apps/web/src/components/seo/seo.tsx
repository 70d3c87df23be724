import { useEffect } from 'react';
import { applyHead } from './apply-head';
import { resolvePageMeta, type PageMetaInput } from './page-meta';
import { useServerContext } from './server-context';

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
      applyHead(document, { title, description, keywords, path, robots, type, image }, window.location.origin),
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
