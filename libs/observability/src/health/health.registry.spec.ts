import { HealthRegistry } from './health.registry';

describe('HealthRegistry', () => {
  it('is ready when every check resolves', async () => {
    const registry = new HealthRegistry();
    registry.register('postgres', async () => 1);
    registry.register('redis', async () => 'PONG');
    await expect(registry.readiness()).resolves.toEqual({
      ready: true,
      degraded: false,
      draining: false,
      checks: { postgres: 'ok', redis: 'ok' },
    });
  });

  it('names the check that fails or hangs', async () => {
    const registry = new HealthRegistry();
    registry.register('redis', async () => {
      throw new Error('ECONNREFUSED');
    });
    registry.register('clickhouse', () => new Promise(() => undefined));
    registry.register('postgres', async () => 1);
    await expect(registry.readiness(50)).resolves.toEqual({
      ready: false,
      degraded: false,
      draining: false,
      checks: { redis: 'down', clickhouse: 'down', postgres: 'ok' },
    });
  });

  it('is not ready once draining, even with healthy stores', async () => {
    const registry = new HealthRegistry();
    registry.register('redis', async () => 'PONG');
    registry.markDraining();
    await expect(registry.readiness()).resolves.toEqual({
      ready: false,
      degraded: false,
      draining: true,
      checks: { redis: 'ok' },
    });
  });

  it('stays ready, degraded, when only a non-critical check fails', async () => {
    const registry = new HealthRegistry();
    registry.register('postgres', async () => 1);
    registry.register(
      'clickhouse',
      async () => {
        throw new Error('down');
      },
      { critical: false },
    );
    await expect(registry.readiness()).resolves.toEqual({
      ready: true,
      degraded: true,
      draining: false,
      checks: { postgres: 'ok', clickhouse: 'down' },
    });
  });
});
