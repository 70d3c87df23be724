import http, { type IncomingHttpHeaders } from 'node:http';

/** An answer as it came: status, headers, and the body as text (not decoded: a compressed body stays as sent). */
export interface TextAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * GETs over kept-alive connections, as a browser makes many requests of one site; `agent` for other methods on
 * the same connections, `close()` ends them after the file's tests.
 */
export function keptAliveGet(): {
  get: (url: string, headers?: Record<string, string>) => Promise<TextAnswer>;
  agent: http.Agent;
  close: () => void;
} {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<TextAnswer>((resolve, reject) => {
      http
        .get(url, { headers, agent }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        })
        .on('error', reject);
    });
  return { get, agent, close: () => agent.destroy() };
}
