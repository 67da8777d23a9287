import { describe, expect, it } from 'vitest';
import { surelyNotDelivered } from './delivery.js';
import { messageIdFor, retryLimitFor } from './mail-queue.js';

describe('mail retry policy', () => {
  it('retries for at least the configured hours', () => {
    for (const [delay, hours] of [
      [30, 24],
      [1, 24],
      [60, 48],
    ] as const) {
      const limit = retryLimitFor(delay, hours);
      // pg-boss waits at least delay × 2^n before retry n+1 (and at most twice that).
      const shortestTotal = Array.from({ length: limit }, (_, n) => delay * 2 ** n).reduce((a, b) => a + b, 0);
      expect(shortestTotal).toBeGreaterThanOrEqual(hours * 3600);
      expect(shortestTotal - delay * 2 ** (limit - 1)).toBeLessThan(hours * 3600);
    }
    expect(retryLimitFor(30, 24)).toBe(12);
  });

  it('retries only what surely did not reach the server', () => {
    expect(surelyNotDelivered({ responseCode: 421, response: '421 try later' })).toBe(true);
    expect(surelyNotDelivered({ code: 'ESOCKET', syscall: 'connect', errno: -111 })).toBe(true);
    expect(surelyNotDelivered({ code: 'ETIMEDOUT', message: 'Greeting never received' })).toBe(true);
    expect(surelyNotDelivered({ code: 'ECONNECTION', message: 'Connection closed unexpectedly' })).toBe(false);
    expect(surelyNotDelivered({ code: 'ETIMEDOUT', message: 'Timeout' })).toBe(false);
    expect(surelyNotDelivered(new Error('something else'))).toBe(false);
  });

  it('gives every attempt of a mail the same Message-ID', () => {
    const id = messageIdFor('contact:42', 'https://books.example');
    expect(id).toMatch(/^<[0-9a-f]{40}@books\.example>$/);
    expect(messageIdFor('contact:42', 'https://books.example')).toBe(id);
    expect(messageIdFor('contact:43', 'https://books.example')).not.toBe(id);
  });
});
