import { FORM_SENT_PATH, OFFER_FORM_PATH } from '@agency/contracts';
import { PUBLIC_PAGES } from '../app/public-paths';
import { PAGE_ROUTES } from '../app/route-table';
import { isAdminPath } from '../lib/admin-path';

/** The one answer every unknown path shares, rendered at this path (no route has it). */
export const NOT_FOUND_PAGE = '/404';
/** The back-office's empty shell, the same for every path under /admin. */
export const ADMIN_SHELL = '/admin';

const ROUTE_PATHS: ReadonlySet<string> = new Set(PAGE_ROUTES.flatMap((route) => route.paths));

/**
 * The page a request URL is answered with, which is both its cache key and the path it is rendered at.
 * Pages read nothing from the query string and match paths regardless of case and trailing slashes, so
 * '/preise', '/Preise/' and '/preise?utm_source=x' are one entry; every unknown path is the one 404 entry,
 * whatever a client sends. Aliases (/services) stay entries of their own: their header marks no menu item.
 */
export function pageKey(url: string): string {
  const end = url.search(/[?#]/);
  let path = (end === -1 ? url : url.slice(0, end)).toLowerCase();
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  if (ROUTE_PATHS.has(path)) return path;
  if (isAdminPath(path)) return ADMIN_SHELL;
  return NOT_FOUND_PAGE;
}

/**
 * What the servers render ahead of the first visitor: the sitemap's pages, the request forms' pages for
 * visitors without JavaScript (not indexed), then the shared 404.
 */
export const WARM_PAGES: readonly string[] = [
  ...PUBLIC_PAGES.map((page) => page.path),
  OFFER_FORM_PATH,
  FORM_SENT_PATH,
  NOT_FOUND_PAGE,
];
