import { describe, expect, it } from 'vitest';
import { KeyedRateLimiter, TokenBucket } from './token-bucket.js';

describe('TokenBucket', () => {
  it('allows a burst of its capacity, then refills at its rate', () => {
    const bucket = new TokenBucket(3, 2, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.take(400)).toBe(false); // 0.8 token
    expect(bucket.take(500)).toBe(true); // 1 token after half a second at 2/s
    expect(bucket.take(500)).toBe(false);
  });

  it('never holds more than its capacity after a long idle time', () => {
    const bucket = new TokenBucket(2, 1, 0);
    expect(bucket.isFull(60_000)).toBe(true);
    expect([bucket.take(60_000), bucket.take(60_000), bucket.take(60_000)]).toEqual([true, true, false]);
  });
});

describe('KeyedRateLimiter', () => {
  it('limits each key on its own', () => {
    const limiter = new KeyedRateLimiter(1, 1);
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 0)).toBe(false);
    expect(limiter.take('b', 0)).toBe(true);
  });

  it('forgets idle keys when full, keeping the limited ones', () => {
    const limiter = new KeyedRateLimiter(1, 0.001, 2);
    expect(limiter.take('busy', 0)).toBe(true);
    expect(limiter.take('other', 0)).toBe(true);
    // Neither bucket is full again yet, so a third key evicts nothing and "busy" stays limited.
    expect(limiter.take('third', 10)).toBe(true);
    expect(limiter.take('busy', 10)).toBe(false);
  });
});
