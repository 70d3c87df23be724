import { assertProductionSecrets, InvalidConfigurationError, loadEnv } from './env';

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
    expect(env.OUTBOUND_ALLOW_LOOPBACK).toBe(false);
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
    ['INTERNAL_PORT', '3000'],
    ['INTERNAL_PORT', 'metrics'],
    ['TRUST_PROXY', 'true'],
    ['LOGIN_MAX_FAILURES_PER_USERNAME', '10'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['OUTBOUND_ALLOW_LOOPBACK', 'yes'],
    ['CONNECTION_TEST_TIMEOUT_S', '0'],
    ['MEDIA_STORAGE', 'ftp'],
    ['MEDIA_S3_BUCKET', 'Not_A_Bucket'],
    ['MEDIA_S3_PREFIX', 'media'],
    ['MEDIA_S3_ENDPOINT', 'minio:9000'],
    ['MEDIA_S3_PATH_STYLE', 'yes'],
  ])('stops on a malformed %s with a message naming it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(InvalidConfigurationError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('keeps the picture library on disk unless told otherwise, and an object store only with its bucket and both keys', () => {
    expect(loadEnv({})).toMatchObject({
      MEDIA_STORAGE: 'disk',
      MEDIA_S3_PREFIX: 'media/',
      MEDIA_S3_REGION: 'us-east-1',
    });
    expect(() => loadEnv({ MEDIA_STORAGE: 's3' })).toThrow(/MEDIA_S3_BUCKET: must be set with MEDIA_STORAGE=s3/);
    expect(() => loadEnv({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'bilder', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    expect(loadEnv({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'bilder', MEDIA_S3_PATH_STYLE: 'true' })).toMatchObject({
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: 'bilder',
      MEDIA_S3_PATH_STYLE: true,
    });
  });
});

describe('assertProductionSecrets', () => {
  const STRONG = { JWT_SECRET: 'kq3V9x0pLr7T2mZ8wYb5NcF1dG6hJ4sA-own', ADMIN_PASSWORD: 'Fjord-Kompass-73' };
  const check = (source: Record<string, string>) => () => assertProductionSecrets(loadEnv(source));

  it('lets one machine (`npm start`, production, nothing set) generate its secrets', () => {
    expect(check({})).not.toThrow();
  });

  it('refuses secrets from the repository in production, naming each variable', () => {
    const published = {
      JWT_SECRET: 'CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME',
      ADMIN_PASSWORD: 'CHANGE-ME-NOW',
    };
    expect(check(published)).toThrow(InvalidConfigurationError);
    expect(check(published)).toThrow(
      /JWT_SECRET: this value is published[\s\S]*ADMIN_PASSWORD: this value is published/,
    );
    expect(check({ CLICKHOUSE_PASSWORD: 'agency' })).toThrow(/CLICKHOUSE_PASSWORD/);
    expect(check({ DATABASE_URL: 'postgres://agency:agency@postgres:5432/agency' })).toThrow(
      /DATABASE_URL: its password is published/,
    );
  });

  it('requires JWT_SECRET and ADMIN_PASSWORD in cluster mode (INGEST_MODE=remote)', () => {
    expect(check({ INGEST_MODE: 'remote' })).toThrow(/JWT_SECRET: must be set[\s\S]*ADMIN_PASSWORD: must be set/);
    expect(check({ INGEST_MODE: 'remote', ...STRONG })).not.toThrow();
    // Too short is already a malformed value.
    expect(() => loadEnv({ INGEST_MODE: 'remote', JWT_SECRET: 'short', ADMIN_PASSWORD: 'x' })).toThrow(
      /JWT_SECRET[\s\S]*ADMIN_PASSWORD/,
    );
  });

  it('starts with anything in development and test', () => {
    expect(check({ NODE_ENV: 'test', INGEST_MODE: 'remote', ADMIN_PASSWORD: 'CHANGE-ME-NOW' })).not.toThrow();
  });
});
