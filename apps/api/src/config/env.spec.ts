import { InvalidConfigurationError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives every variable its default on an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: '.data',
      INGEST_MODE: 'inline',
      CLICKHOUSE_DATABASE: 'analytics',
      JWT_EXPIRES_IN: '8h',
      ADMIN_USERNAME: 'admin',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CLICKHOUSE_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'not a url'],
    ['JWT_SECRET', 'too-short'],
    ['INGEST_MODE', 'sometimes'],
    ['ADMIN_PASSWORD', 'short'],
    ['CLICKHOUSE_URL', 'nope'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.300'],
  ])('stops on a malformed %s with a message naming it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(InvalidConfigurationError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
