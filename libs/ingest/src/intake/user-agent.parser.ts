import { UAParser } from 'ua-parser-js';

export interface UserAgentInfo {
  device_type: 'desktop' | 'mobile' | 'tablet' | 'other' | 'unknown';
  browser: string;
  os: string;
}

const MAX = 64;

export function parseUserAgent(userAgent: string | undefined): UserAgentInfo {
  if (!userAgent) return { device_type: 'unknown', browser: 'unknown', os: 'unknown' };
  const result = new UAParser(userAgent).getResult();
  return {
    device_type: deviceType(result.device.type),
    browser: (result.browser.name ?? 'unknown').slice(0, MAX),
    os: (result.os.name ?? 'unknown').slice(0, MAX),
  };
}

function deviceType(type: string | undefined): UserAgentInfo['device_type'] {
  // ua-parser-js names no type for desktops: an unrecognised device is one.
  if (type === undefined) return 'desktop';
  if (type === 'mobile' || type === 'tablet') return type;
  return 'other';
}
