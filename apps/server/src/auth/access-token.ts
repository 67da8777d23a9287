import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

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
  session_id?: string;
}

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expired' : 'Invalid token');
    this.name = 'InvalidTokenError';
  }
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: Omit<AccessTokenClaims, 'exp' | 'iat'>,
  ttlSeconds = 3600,
): Promise<string> {
  const { sub, aud, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), expiry and, when
 * given, the audience. Throws InvalidTokenError.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { audience?: string } = {},
): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      ...(options.audience !== undefined && options.audience !== '' ? { audience: options.audience } : {}),
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new InvalidTokenError('invalid');
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
    throw new InvalidTokenError('invalid');
  }
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer ([^\s]+)$/i.exec(header ?? '');
  return match?.[1];
}
