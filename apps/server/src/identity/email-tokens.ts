import { hashToken, newOpaqueToken } from './secrets.js';

const HOUR_MS = 3_600_000;

/** How long each emailed link works. */
export const emailTokenLifetimeMs = {
  confirmation: 24 * HOUR_MS,
  invite: 7 * 24 * HOUR_MS,
  recovery: HOUR_MS,
  email_change: 24 * HOUR_MS,
  /** A one-time sign-in link: short, as it signs in by itself. */
  magiclink: HOUR_MS / 4,
} as const;

/** A second mail of the same kind within this delay is skipped (mail bombing). */
export const RESEND_INTERVAL_MS = 60_000;

export const sentRecently = (sentAt: Date | null, now = Date.now()) =>
  sentAt !== null && now - new Date(sentAt).getTime() < RESEND_INTERVAL_MS;

export interface EmailToken {
  token: string;
  hash: string;
  sentAt: Date;
  expiresAt: Date;
}

/** A fresh single-use token for a mail link: the raw value goes in the mail, the hash in the database. */
export function newEmailToken(kind: keyof typeof emailTokenLifetimeMs): EmailToken {
  const token = newOpaqueToken();
  const sentAt = new Date();
  return { token, hash: hashToken(token), sentAt, expiresAt: new Date(sentAt.getTime() + emailTokenLifetimeMs[kind]) };
}

export const isExpired = (expiresAt: Date | null, now = new Date()) => !expiresAt || new Date(expiresAt) <= now;
