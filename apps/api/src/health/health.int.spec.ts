import { startTestApi, type TestApi } from '../testing/test-app';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('/api/health', () => {
  it('answers liveness without a token', async () => {
    await api.http.get('/api/health').expect(200, { status: 'ok' });
  });

  it('reports Postgres, Redis and ClickHouse ready', async () => {
    const response = await api.http.get('/api/health/ready').expect(200);
    expect(response.body).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok', clickhouse: 'ok' } });
  });
});
