import { observabilityEnvSchema } from './observability.config';

describe('observabilityEnvSchema', () => {
  it('defaults to Nest level log, no drain delay and a 20 s request timeout', () => {
    expect(observabilityEnvSchema.parse({})).toEqual({
      LOG_LEVEL: 'log',
      SHUTDOWN_DRAIN_DELAY_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 20_000,
    });
  });

  it('reads numbers from strings', () => {
    expect(observabilityEnvSchema.parse({ SHUTDOWN_DRAIN_DELAY_MS: '5000' }).SHUTDOWN_DRAIN_DELAY_MS).toBe(5000);
  });

  it.each([
    ['LOG_LEVEL', 'info'],
    ['SHUTDOWN_DRAIN_DELAY_MS', '-1'],
    ['SHUTDOWN_TIMEOUT_MS', 'soon'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    const result = observabilityEnvSchema.safeParse({ [name]: value });
    expect(result.error?.issues[0]?.path).toEqual([name]);
  });
});
