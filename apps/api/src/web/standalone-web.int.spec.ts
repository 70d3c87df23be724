import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { eventually, freePort } from '@agency/testing';

// The web deployable of the distributed stack (dist/web/server/serve.js, built by api:test's web build):
// the same security headers as the one-machine api, and absolute URLs from PUBLIC_URL only (issue 14).
const workspaceRoot = path.resolve(__dirname, '../../../..');
const SERVE = path.join(workspaceRoot, 'dist/web/server/serve.js');
const PUBLIC_URL = 'https://www.nordwerk-pruefung.de';
let child: ChildProcess;
let base: string;

function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  if (!existsSync(SERVE)) throw new Error('Build first: npx nx run web:build');
  const port = await freePort();
  // No content API behind it: pages render with their built-in fallbacks, which is all this test reads.
  const apiPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [SERVE], {
    cwd: workspaceRoot,
    env: { PATH: process.env['PATH'], PORT: String(port), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${apiPort}`, PUBLIC_URL },
    stdio: 'ignore',
  });
  await eventually('the web server to answer /healthz', async () => (await get('/healthz').catch(() => undefined))?.status === 200, { timeoutMs: 30_000 });
}, 60_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

describe('the standalone web server (issue 14)', () => {
  it('sends the strict page policy and the other security headers on pages, files and 404s; HSTS only over https', async () => {
    for (const pathname of ['/', '/favicon.svg', '/gibt-es-nicht']) {
      const answer = await get(pathname);
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+';.*frame-ancestors 'none'/);
      expect(answer.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('geolocation=()');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000');
  }, 30_000);

  it('writes PUBLIC_URL, never a forged Host or X-Forwarded-Host, into the page, robots.txt and the sitemap', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    for (const pathname of ['/', '/robots.txt', '/sitemap.xml']) {
      const answer = await get(pathname, forged);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).toContain(PUBLIC_URL);
    }
    expect((await get('/', forged)).body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
  }, 30_000);
});
