const { readFileSync } = require('node:fs');
const path = require('node:path');

/** The proxy in front of the product logs no personal data either: the app never stores an IP. */
describe('deploy/nginx/nginx.conf access log', () => {
  const conf = readFileSync(path.join(__dirname, 'nginx/nginx.conf'), 'utf8');
  const formats = [...conf.matchAll(/log_format\s+\w+\s+((?:'[^']*'\s*)+);/g)].map((m) => m[1]);

  it('has a log format, and every access_log uses one of its own or is off', () => {
    expect(formats.length).toBeGreaterThan(0);
    for (const line of conf.match(/^\s*access_log\s+[^;]+;/gm) ?? []) expect(line).toMatch(/\boff;|\supstream;/);
  });

  it.each([
    ['the full client address', '$remote_addr'],
    ['forwarded client addresses', '$http_x_forwarded_for'],
    ['the request line with its query string', '$request '],
    ['the request line with its query string', '$request"'],
    ['the URI with its query string', '$request_uri'],
    ['the query string', '$args'],
    ['the query string', '$query_string'],
    ['the full referrer', '$http_referer'],
  ])('logs not %s (%s)', (_, variable) => {
    for (const format of formats) expect(format).not.toContain(variable);
  });

  it('cuts the client address to its network and the referrer to its origin', () => {
    expect(conf).toMatch(/map \$remote_addr \$client_network/);
    expect(conf).toMatch(/map \$http_referer \$referer_origin/);
    expect(formats.join(' ')).toContain('$client_network');
  });
});
