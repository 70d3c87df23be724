import { request as httpRequest, createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AppendingProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * A reverse proxy on 127.0.0.1 in front of `targetPort` that appends the address it received the
 * connection from to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for and most load balancers do:
 * whatever the client wrote stays in front of it.
 */
export async function startAppendingProxy(targetPort: number): Promise<AppendingProxy> {
  const server = createServer((incoming, outgoing) => {
    const peer = incoming.socket.remoteAddress ?? '';
    const sent = incoming.headers['x-forwarded-for'];
    const headers: OutgoingHttpHeaders = {
      ...incoming.headers,
      'x-forwarded-for': sent ? `${String(sent)}, ${peer}` : peer,
    };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targetPort, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface PlainResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request from the real source address `from` (any 127.0.0.0/8 address on loopback): how a test
 * tells clients apart without trusting a header.
 */
export function requestFrom(
  from: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const body = options.body ?? '';
    const request = httpRequest(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: from,
        agent: false,
        headers: { ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
