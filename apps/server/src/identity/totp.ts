import { siteConfig } from '@app/contracts/site-config';
import { Secret, TOTP } from 'otpauth';
import type { SecretBox } from './secrets.js';

const PERIOD_SECONDS = 30;

const totpFor = (base32Secret: string, label: string) =>
  new TOTP({
    issuer: siteConfig.name,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });

/** A new TOTP seed with its otpauth:// URI and a QR code (SVG data URL) for authenticator apps. */
export async function newTotpEnrolment(label: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, label).toString();
  // Loaded on first use, like the other libraries only some requests need (memory at idle).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { secret, uri, qrCode: `data:image/svg+xml;utf-8,${encodeURIComponent(svg)}` };
}

/**
 * The time step a code belongs to (one step of clock drift either way), or null when it is wrong.
 * Callers refuse a step at or before the last one used, so a code works only once.
 */
export function acceptedTotpStep(base32Secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(base32Secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** What a person is told when their authenticator's seed no longer opens (see totpSeed). */
export const UNREADABLE_FACTOR =
  'This authenticator can no longer be checked. Ask support to turn two-factor authentication off, then set it up again.';

/**
 * A factor's TOTP seed, or null when it no longer opens: seeds are sealed with a key derived from
 * the signing secret, so after JWT_SECRET changed they cannot be read. Callers refuse with
 * UNREADABLE_FACTOR (a clear 4xx, not a 500) and log it for the operator.
 */
export function totpSeed(box: SecretBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}
