/** The claims of our access tokens the browser reads (it never verifies them: the service does). */
export interface AccessTokenClaims {
  exp?: number;
  aal?: string;
  session_id?: string;
}

/** The payload of a JWT, or an empty object when the token cannot be read. */
export function jwtClaims(token: string): AccessTokenClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return claims && typeof claims === 'object' ? (claims as AccessTokenClaims) : {};
  } catch {
    return {};
  }
}
