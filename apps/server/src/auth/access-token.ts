import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of our access tokens: GoTrue's shape (Netlify Identity convention for roles). */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  aud: string;
  exp: number;
  iat: number;
  app_metadata: { provider: string; roles?: string[] };
  user_metadata: Record<string, unknown>;
  /** Authenticator assurance level: aal2 after a second factor. */
  aal?: 'aal1' | 'aal2';
  amr?: { method: string; timestamp: number }[];
  /** The identity session the token belongs to: ending that session ends the token. */
  session_id: string;
}

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expired' : 'Invalid token');
    this.name = 'InvalidTokenError';
  }
}

// HS256 with node:crypto's HMAC: every authenticated request verifies a token, and this is about
// ten times cheaper than WebCrypto through a JOSE library. The format is plain RFC 7519.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (secret: string, signingInput: string) => createHmac('sha256', secret).update(signingInput).digest();

export async function signAccessToken(
  secret: string,
  claims: Omit<AccessTokenClaims, 'exp' | 'iat'>,
  ttlSeconds = 3600,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const { sub, aud, ...rest } = claims;
  const payload = Buffer.from(JSON.stringify({ ...rest, sub, aud, iat, exp: iat + ttlSeconds })).toString('base64url');
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeJson(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (!isRecord(value)) throw new InvalidTokenError('invalid');
  return value;
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), expiry (a token
 * without `exp` would never expire: refused), `nbf` when present, the session (a token without
 * `session_id` could never be revoked by signing out: refused) and, when given, the audience.
 * Throws InvalidTokenError.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { audience?: string } = {},
): Promise<AccessTokenClaims> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) {
    throw new InvalidTokenError('invalid');
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const expected = signature(secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidTokenError('invalid');

  let header: Record<string, unknown>;
  let payload: Record<string, unknown>;
  try {
    header = decodeJson(headerPart);
    payload = decodeJson(payloadPart);
  } catch {
    throw new InvalidTokenError('invalid');
  }
  // Extensions we do not understand (`crit`) make the token unusable, as RFC 7515 asks.
  if (header.alg !== 'HS256' || 'crit' in header) throw new InvalidTokenError('invalid');
  const now = Math.floor(Date.now() / 1000);
  const { exp, nbf, sub, email, aud, session_id: sessionId } = payload;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new InvalidTokenError('invalid');
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) throw new InvalidTokenError('invalid');
  if (typeof sub !== 'string' || typeof email !== 'string') throw new InvalidTokenError('invalid');
  if (typeof sessionId !== 'string' || sessionId === '') throw new InvalidTokenError('invalid');
  if (options.audience) {
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (!audiences.includes(options.audience)) throw new InvalidTokenError('invalid');
  }
  if (exp <= now) throw new InvalidTokenError('expired');
  return payload as unknown as AccessTokenClaims;
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer ([^\s]+)$/i.exec(header ?? '');
  return match?.[1];
}
