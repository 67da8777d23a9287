import { describe, expect, it } from 'vitest';
import { encodingNegotiations, preferredEncoding } from './compressed-body.js';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('remembers a bounded number of headers, whatever strangers send', () => {
    for (let i = 0; i < 5_000; i += 1) preferredEncoding(`gzip, x-made-up-${i}`);
    expect(encodingNegotiations.size).toBeLessThanOrEqual(encodingNegotiations.max);
    expect(encodingNegotiations.max).toBeLessThan(1_000);
    // Still right after the cache turned over.
    expect(preferredEncoding('gzip, x-made-up-1')).toBe('gzip');
  });
});
