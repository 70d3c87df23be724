import { parseIngestEnv } from './ingest.env';

describe('parseIngestEnv', () => {
  it('has defaults for every variable', () => {
    expect(parseIngestEnv({})).toMatchObject({
      INGEST_ROLE: 'all',
      PORT: 3001,
      HOST: '0.0.0.0',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CLICKHOUSE_DATABASE: 'analytics',
      CLICKHOUSE_DATA_DIR: '.data/clickhouse',
      INGEST_QUEUE_NAME: 'track',
      INGEST_BATCH_MAX_EVENTS: 500,
      INGEST_BATCH_MAX_WAIT_MS: 2,
      INGEST_BATCH_MIN_EVENTS: 16,
      INGEST_BATCH_MAX_IN_FLIGHT: 1,
      INGEST_WORKER_CONCURRENCY: 1_000,
      INGEST_INSERT_MAX_EVENTS: 20_000,
      INGEST_INSERT_MAX_WAIT_MS: 500,
      INGEST_INSERT_MAX_IN_FLIGHT: 1,
      TRUST_PROXY: false,
      INGEST_RATE_LIMIT_PER_SECOND: 20,
      INGEST_RATE_LIMIT_BURST: 60,
    });
  });

  it('reads numbers and booleans from strings', () => {
    expect(parseIngestEnv({ PORT: '8080', TRUST_PROXY: '1', INGEST_ROLE: 'worker' })).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: { setting: '1' },
      INGEST_ROLE: 'worker',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseIngestEnv({ CLICKHOUSE_URL: '' }).CLICKHOUSE_URL).toBeUndefined();
  });

  it.each([
    ['INGEST_ROLE', 'both'],
    ['PORT', 'abc'],
    ['REDIS_URL', 'http://localhost'],
    ['CLICKHOUSE_URL', 'not a url'],
    ['INGEST_BATCH_MAX_EVENTS', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['INGEST_RATE_LIMIT_PER_SECOND', '-1'],
    ['INGEST_RATE_LIMIT_CLIENTS', '10'],
  ])('stops with a message naming %s', (name, value) => {
    expect(() => parseIngestEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment:\\n  ${name}:`));
  });

  it('stops when INTERNAL_PORT is the public port', () => {
    expect(() => parseIngestEnv({ PORT: '3001', INTERNAL_PORT: '3001' })).toThrow(
      /INTERNAL_PORT: must differ from PORT/,
    );
    expect(parseIngestEnv({ INTERNAL_PORT: '9464' }).INTERNAL_PORT).toBe(9464);
  });

  it('refuses a published ClickHouse or Redis password in production, naming the variable', () => {
    expect(() => parseIngestEnv({ CLICKHOUSE_PASSWORD: 'agency' })).toThrow(
      /^Invalid environment:\n {2}CLICKHOUSE_PASSWORD: this value is published/,
    );
    expect(() => parseIngestEnv({ REDIS_URL: 'redis://:CHANGE-ME@redis:6379' })).toThrow(
      /REDIS_URL: its password is published/,
    );
    expect(parseIngestEnv({ CLICKHOUSE_PASSWORD: 'Wattenmeer-Leuchtturm-19' }).CLICKHOUSE_PASSWORD).toBe(
      'Wattenmeer-Leuchtturm-19',
    );
    expect(parseIngestEnv({ NODE_ENV: 'test', CLICKHOUSE_PASSWORD: 'agency' }).CLICKHOUSE_PASSWORD).toBe('agency');
  });
});
