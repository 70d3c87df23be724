import { defaultTrackingConfig, type TrackingConfig } from '@agency/contracts';
import type { Redis } from 'ioredis';
import { publishTrackingConfig } from '../intake/tracking-config.source';

/**
 * The built-in tracking configuration with 'Cookielose Zählung ohne Einwilligung' on, for tests that use
 * page views without a session id as ordinary traffic (markers, visitors); by default the intake drops them.
 */
export function countingWithoutConsent(): TrackingConfig {
  const config = defaultTrackingConfig();
  config.cookielessCounting.enabled = true;
  return config;
}

/** Publishes countingWithoutConsent() where an intake with `prefix` reads its configuration (before it starts). */
export function publishCountingWithoutConsent(redis: Redis, prefix: string): Promise<void> {
  return publishTrackingConfig(redis, prefix, countingWithoutConsent());
}
