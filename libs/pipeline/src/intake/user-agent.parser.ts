import { TRACKING_LIMITS } from '@agency/contracts';
import { BoundedCache } from '@agency/observability';
import { UAParser } from 'ua-parser-js';

export interface UserAgentInfo {
  device_type: 'desktop' | 'mobile' | 'tablet' | 'other' | 'unknown';
  browser: string;
  os: string;
}

const MAX = 64;

/**
 * ua-parser-js 1.x (MIT; 2.x is AGPL-3.0) names two systems by older names than 2.x did: the names the
 * vendors use today, as the statistics recorded them before the switch.
 */
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'Chrome OS' };

// A site sees few distinct user agents; parsing one costs far more than a map lookup. Bounded: clients choose them.
const cache = new BoundedCache<string, UserAgentInfo>({
  name: 'user_agents',
  maxEntries: 2_000,
  maxKeyLength: TRACKING_LIMITS.userAgent,
});

export function parseUserAgent(userAgent: string | undefined): UserAgentInfo {
  if (!userAgent) return { device_type: 'unknown', browser: 'unknown', os: 'unknown' };
  let info = cache.get(userAgent);
  if (!info) {
    info = parse(userAgent);
    cache.set(userAgent, info);
  }
  return info;
}

function parse(userAgent: string): UserAgentInfo {
  const result = new UAParser(userAgent).getResult();
  return {
    device_type: deviceType(result.device.type),
    browser: (result.browser.name ?? 'unknown').slice(0, MAX),
    os: osName(result.os.name).slice(0, MAX),
  };
}

function osName(name: string | undefined): string {
  if (!name) return 'unknown';
  return OS_NAMES[name] ?? name;
}

function deviceType(type: string | undefined): UserAgentInfo['device_type'] {
  // ua-parser-js names no type for desktops: an unrecognised device is one.
  if (type === undefined) return 'desktop';
  if (type === 'mobile' || type === 'tablet') return type;
  return 'other';
}
