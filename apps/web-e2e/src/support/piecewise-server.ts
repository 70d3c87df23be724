import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers the proxy sets itself (it sends the body unencoded, in its own pieces). */
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * A proxy in front of the worker's api that sends one page's HTML in two pieces, `pauseMs` apart, the first
 * ending just before `splitBefore` (a slow line, where the browser draws what has arrived); everything else
 * passes through whole. Resolves with its base URL and a close.
 */
export async function piecewiseServer(
  upstream: string,
  page: { path: string; splitBefore: string; pauseMs: number },
): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(upstream + (request.url ?? '/'), {
        headers: { 'accept-encoding': 'identity', 'user-agent': request.headers['user-agent'] ?? '' },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(
        answer.status,
        Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name))),
      );
      if (request.url !== page.path) return response.end(body);
      const at = body.indexOf(page.splitBefore);
      if (at < 0) throw new Error(`${page.path}: '${page.splitBefore}' is not in the page`);
      response.write(body.subarray(0, at));
      await new Promise((resolve) => setTimeout(resolve, page.pauseMs));
      response.end(body.subarray(at));
    })().catch((error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
