import { request } from 'node:http';

/**
 * POSTs JSON to `url` from the real source address `localAddress` (any of 127.0.0.0/8 on loopback), so a
 * test can be several clients without forging a forwarded header.
 */
export function postJsonFrom(
  url: string,
  localAddress: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        localAddress,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
