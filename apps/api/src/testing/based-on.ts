import type request from 'supertest';

type Http = ReturnType<typeof request>;
type Read = (path: string) => Promise<{ status: number; body: unknown; etag?: string }>;

/** The admin resource a write acts on: its route without the step ('/draft', '/publish', '/restore'). */
const resourceOf = (path: string) => path.replace(/\/(draft|publish|restore)$/, '');

function versionIn(body: unknown, id: string): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  for (const value of Object.values(body)) {
    if (!Array.isArray(value)) continue;
    const found = value.find((entry: { id?: unknown }) => entry?.id === id) as { version?: unknown } | undefined;
    if (typeof found?.version === 'number') return found.version;
  }
  return undefined;
}

/** The If-Match of a write of `path`, from the reads the back-office makes (see `basedOn`). */
async function currentVersion(read: Read, path: string): Promise<string> {
  const resource = resourceOf(path);
  const own = await read(resource);
  if (own.status === 200) {
    const version = (own.body as { version?: unknown } | undefined)?.version;
    if (typeof version === 'number') return `"${version}"`;
    // Ours ('"3"'), not a hash Express adds to an answer that has none (W/"…").
    if (own.etag && /^"\d+"$/.test(own.etag)) return own.etag;
  }
  const draft = await read(`${resource}/draft`);
  const draftVersion = (draft.body as { version?: unknown } | undefined)?.version;
  if (draft.status === 200 && typeof draftVersion === 'number') return `"${draftVersion}"`;
  const slash = resource.lastIndexOf('/');
  const parent = await read(resource.slice(0, slash));
  const version = versionIn(parent.body, decodeURIComponent(resource.slice(slash + 1)));
  if (version === undefined) throw new Error(`No version found for ${path}`);
  return `"${version}"`;
}

/**
 * The If-Match value ('"3"') a write of `path` is based on when it should go through: the version the
 * server holds now, read as the back-office reads it (a document's `version` or ETag, an item's `version`
 * in its collection's list). For tests whose subject is not the version check; the ones about it send
 * the version they mean.
 */
export function basedOn(http: Http, headers: Record<string, string>, path: string): Promise<string> {
  return currentVersion(async (resource) => {
    const answer = await http.get(resource).set(headers);
    return { status: answer.status, body: answer.body, etag: answer.headers['etag'] as string | undefined };
  }, path);
}

/** `basedOn` for a running api reached over HTTP at `base` (the built product), as staff with `token`. */
export function basedOnAt(base: string, token: string, path: string): Promise<string> {
  return currentVersion(async (resource) => {
    const answer = await fetch(`${base}${resource}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await answer.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: answer.status, body, etag: answer.headers.get('etag') ?? undefined };
  }, path);
}
