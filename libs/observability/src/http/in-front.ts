import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts `handle` in front of the server's request listeners (the framework's): a request it answers (it says
 * true) never reaches the framework; any other goes on as before. For the hot paths whose framework pipeline
 * would cost more than their own work: the tracking calls (libs/pipeline TrackRoutes) and the cached pages
 * (the api's PageRoutes). Whatever the framework gave them (headers, request id, histogram) they do themselves.
 */
export function answerInFront(
  server: Server,
  handle: (request: IncomingMessage, response: ServerResponse) => boolean,
): void {
  const framework = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (handle(request, response)) return;
    for (const listener of framework) listener.call(server, request, response);
  });
}
