import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** An opaque token as GoTrue makes them: 16 random bytes, base64url without padding (22 characters). */
export const newOpaqueToken = () => randomBytes(16).toString('base64url');

/** Tokens are stored only as this hash: a database leak gives no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The refresh token that succeeds `token` on rotation: HMAC-SHA-256 of it under a key derived from
 * JWT_SECRET, cut to an opaque token's 16 bytes. The same token always has the same successor, so
 * a second use inside the grace window can be answered with the one the first use created; only
 * who holds the token and the server's key can compute it (the database keeps hashes only).
 */
export function successorToken(jwtSecret: string, token: string): string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'identity', 'refresh-token-successor', 32));
  return createHmac('sha256', key).update(token).digest().subarray(0, 16).toString('base64url');
}

/** Constant-time comparison of two strings (operator token). */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/**
 * Seals short strings with AES-256-GCM under `key` (32 bytes): a fresh 12-byte IV per value,
 * stored as `iv.tag.ciphertext` in base64url. Opening with another key, or a changed value, throws.
 */
export function aesGcmBox(key: Buffer) {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('Malformed sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Encrypts small secrets that must be read back (TOTP seeds) with AES-256-GCM under a key derived
 * from JWT_SECRET: the database alone does not reveal them.
 */
export function secretBox(jwtSecret: string) {
  return aesGcmBox(Buffer.from(hkdfSync('sha256', jwtSecret, 'identity', 'totp-secret-encryption', 32)));
}
export type SecretBox = ReturnType<typeof secretBox>;
