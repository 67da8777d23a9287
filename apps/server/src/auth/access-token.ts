import { createSigner, createVerifier, TokenError } from 'fast-jwt';

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

// HS256 through fast-jwt, on node:crypto's HMAC: every authenticated request verifies a token,
// and this costs about as much as a hand-written check, where jose's WebCrypto costs ~8 times
// more (`node --import tsx bench/jwt-verify.mjs`). The format is plain RFC 7519.
type Verify = (token: string) => Record<string, unknown>;
/** By key, then by audience ('' for none): looked up on every request, so no key string is built. */
const verifiers = new Map<string, Map<string, Verify>>();

/** One verifier per key and audience, built on first use (the options are compiled once). */
function verifierFor(secret: string, audience: string | undefined): Verify {
  let byAudience = verifiers.get(secret);
  if (!byAudience) verifiers.set(secret, (byAudience = new Map()));
  let verify = byAudience.get(audience ?? '');
  if (!verify) {
    verify = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      // A token without `exp` would never expire; without `session_id` signing out could never end it.
      requiredClaims: ['exp', 'sub', 'email', 'session_id'],
      ...(audience ? { allowedAud: audience } : {}),
    }) as Verify;
    byAudience.set(audience ?? '', verify);
  }
  return verify;
}

export async function signAccessToken(
  secret: string,
  claims: Omit<AccessTokenClaims, 'exp' | 'iat'>,
  ttlSeconds = 3600,
): Promise<string> {
  return createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 })(claims);
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), unknown critical
 * header extensions (refused), expiry (a token without `exp` is refused), `nbf` when present, the
 * session (a token without `session_id` is refused) and, when given, the audience. Throws
 * InvalidTokenError.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { audience?: string } = {},
): Promise<AccessTokenClaims> {
  let payload: Record<string, unknown>;
  try {
    payload = verifierFor(secret, options.audience)(token);
  } catch (error) {
    const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
    throw new InvalidTokenError(expired ? 'expired' : 'invalid');
  }
  const { sub, email, session_id: sessionId } = payload;
  if (typeof sub !== 'string' || typeof email !== 'string') throw new InvalidTokenError('invalid');
  if (typeof sessionId !== 'string' || sessionId === '') throw new InvalidTokenError('invalid');
  return payload as unknown as AccessTokenClaims;
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer ([^\s]+)$/i.exec(header ?? '');
  return match?.[1];
}
