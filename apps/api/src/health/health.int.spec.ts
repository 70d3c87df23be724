import { useTestApi } from '../testing/test-app';

// Outside production the internals answer on the one port (production: web/public-pages.int.spec.ts).
const api = useTestApi({ NODE_ENV: 'test' }, { login: false });

describe('/api/health and /health (real Postgres, Redis, chDB)', () => {
  it('answers liveness without a token, under both paths', async () => {
    await api.http.get('/api/health').expect(200, { status: 'ok' });
    await api.http.get('/health').expect(200, { status: 'ok' });
  });

  it('reports Postgres, Redis and ClickHouse ready (and the backups fine), under both paths', async () => {
    for (const path of ['/api/health/ready', '/health/ready']) {
      const response = await api.http.get(path).expect(200);
      expect(response.body).toEqual({
        status: 'ok',
        checks: { postgres: 'ok', redis: 'ok', clickhouse: 'ok', backup: 'ok' },
      });
    }
  });

  it('echoes the caller’s X-Request-Id and makes one otherwise', async () => {
    const given = await api.http.get('/api/health').set('X-Request-Id', 'edge-abc.1').expect(200);
    expect(given.headers['x-request-id']).toBe('edge-abc.1');
    const made = await api.http.get('/api/health').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('serves process metrics and request durations labelled by route pattern', async () => {
    await api.http.get('/api/faqs').expect(200);
    await api.http.delete('/api/admin/users/4711').expect(401);
    const response = await api.http.get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.text).toContain('process_cpu_user_seconds_total');
    expect(response.text).toContain('nodejs_heap_size_used_bytes');
    expect(response.text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/faqs",status_code="200"\} [1-9]/m,
    );
    expect(response.text).toMatch(/method="DELETE",route="\/api\/admin\/users\/:id",status_code="401"/);
    // The id never becomes a label (a metric's value may hold the digits by chance).
    expect(response.text).not.toMatch(/\{[^}]*4711[^}]*\}/);
  });

  it('is not swallowed by the web pages’ catch-all', async () => {
    const response = await api.http.get('/metrics').expect(200);
    expect(response.text).toMatch(/^# HELP http_request_duration_seconds /m);
  });
});
