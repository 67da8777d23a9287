import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken, sameSecret, secretBox, successorToken } from './secrets.js';

describe('secrets', () => {
  it('makes 22-character URL-safe opaque tokens, each different', () => {
    const tokens = new Set(Array.from({ length: 50 }, newOpaqueToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('stores tokens as SHA-256 hex and compares secrets exactly', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sameSecret('operator-token', 'operator-token')).toBe(true);
    expect(sameSecret('operator-token', 'operator-tokeN')).toBe(false);
  });

  it('derives the same opaque successor of a refresh token each time, and one per key and token', () => {
    const key = 'one-secret-that-is-long-enough-for-hs256';
    const successor = successorToken(key, 'parent-token');
    expect(successor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(successorToken(key, 'parent-token')).toBe(successor);
    expect(successorToken(key, 'other-token')).not.toBe(successor);
    expect(successorToken('another-secret-that-is-long-enough-for-hs', 'parent-token')).not.toBe(successor);
  });

  it('seals secrets so that only the same JWT secret opens them, and tampering is detected', () => {
    const box = secretBox('one-secret-that-is-long-enough-for-hs256');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => secretBox('another-secret-that-is-long-enough-for-hs').open(sealed)).toThrow();
    const [iv, tag, body] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open(`${iv}.${tag}.${flipped}`)).toThrow();
  });
});
