import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCodeSvg } from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@agency/contracts';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed just as it changed. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Agentur-Plattform';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` address of a secret, and the same as a QR code (an SVG image as a data URL). */
export async function totpEnrolment(secret: string, username: string): Promise<{ url: string; qrCode: string }> {
  const url = generateURI({ issuer: ISSUER, label: username, secret });
  const svg = await qrCodeSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code belongs to when it is right for `secret` now (within the tolerance), else null. The
 * caller accepts a step only once (a code seen by someone looking over a shoulder cannot be used again).
 */
export async function matchTotp(secret: string, code: string, nowMs = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  }).catch(() => null);
  // The TOTP result names the start of the step the code matched (the type is shared with HOTP's, which has none).
  return result?.valid && 'epoch' in result ? Math.floor(result.epoch / PERIOD_SECONDS) : null;
}

/** Letters and digits that cannot be mistaken for each other when read off paper (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;

/** Ten fresh recovery codes, shown as XXXXX-XXXXX (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** How a recovery code is stored and looked up: dashes, spaces and case do not matter. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(`recovery-code:${normalized}`).digest('hex');
}

/** Whether what was typed looks like a recovery code rather than an app code. */
export const isRecoveryCodeShape = (code: string) => code.replace(/[\s-]/g, '').length === RECOVERY_CODE_LENGTH;
