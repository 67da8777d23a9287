import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  it('allows `limit` hits per window and then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(60_000, () => now);
    for (let i = 0; i < 3; i++) expect(limiter.hit('token:1.2.3.4', 3)).toBe(0);
    now += 15_000;
    expect(limiter.hit('token:1.2.3.4', 3)).toBe(45);
    expect(limiter.hit('token:5.6.7.8', 3)).toBe(0);
  });

  it('starts a fresh window once the old one is over', () => {
    let now = 0;
    const limiter = new RateLimiter(1_000, () => now);
    limiter.hit('k', 1);
    expect(limiter.hit('k', 1)).toBeGreaterThan(0);
    now = 1_000;
    expect(limiter.hit('k', 1)).toBe(0);
  });
});
