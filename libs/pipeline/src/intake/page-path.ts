/** Longest page path kept as a statistics dimension (docs/metrics.md); the site's own paths are far shorter. */
export const PAGE_PATH_MAX_LENGTH = 200;

/** A path already in the one form: '/' or non-empty segments of lower-case URL characters, no '?' or '#'. */
const NORMAL = /^(?:\/|(?:\/[a-z0-9\-._~%!$&'()*+,;=:@]+)+)$/;

/**
 * The one form a page path takes before it becomes a dimension (docs/metrics.md), for every kind of call
 * that carries one: query string and fragment stripped (they can hold personal data and split one page into
 * many), lower case, repeated slashes folded to one, no trailing slash (the root stays '/'), at most
 * PAGE_PATH_MAX_LENGTH characters. '/Preise/?utm_source=x#top' → '/preise'.
 */
export function normalizePagePath(raw: string): string {
  // Most paths arrive in this form already (the site's own links): one test instead of five passes.
  if (raw.length <= PAGE_PATH_MAX_LENGTH && NORMAL.test(raw)) return raw;
  const end = raw.search(/[?#]/);
  let path = (end === -1 ? raw : raw.slice(0, end))
    .trim()
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  if (path.length > PAGE_PATH_MAX_LENGTH) path = path.slice(0, PAGE_PATH_MAX_LENGTH);
  if (!path.startsWith('/')) path = `/${path}`.slice(0, PAGE_PATH_MAX_LENGTH);
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}
