import { describe, expect, it } from 'vitest';
import { splitCents } from './split-shares.js';

const sum = (parts: Map<string, number>) => [...parts.values()].reduce((a, b) => a + b, 0);

describe('splitCents', () => {
  it('gives a single payee the whole royalty', () => {
    expect(splitCents(1234, [{ author_id: 'a', share_bp: 10_000 }])).toEqual(new Map([['a', 1234]]));
  });

  it('gives the cents left to the largest remainders, so the parts sum to the line', () => {
    const parts = splitCents(100, [
      { author_id: 'a', share_bp: 3333 },
      { author_id: 'b', share_bp: 3333 },
      { author_id: 'c', share_bp: 3334 },
    ]);
    expect(parts).toEqual(
      new Map([
        ['a', 33],
        ['b', 33],
        ['c', 34],
      ]),
    );
    expect(sum(parts)).toBe(100);
  });

  it('breaks equal remainders by author id, whatever the order given', () => {
    const half = [
      { author_id: 'b', share_bp: 5000 },
      { author_id: 'a', share_bp: 5000 },
    ];
    expect(splitCents(101, half)).toEqual(
      new Map([
        ['a', 51],
        ['b', 50],
      ]),
    );
  });

  it('splits a negative royalty (returns) as its size, negated', () => {
    const parts = splitCents(-101, [
      { author_id: 'a', share_bp: 5000 },
      { author_id: 'b', share_bp: 5000 },
    ]);
    expect(parts).toEqual(
      new Map([
        ['a', -51],
        ['b', -50],
      ]),
    );
    expect(splitCents(0, [{ author_id: 'a', share_bp: 10_000 }]).get('a')).toBe(0);
  });

  it('sums to the line for many amounts and shares', () => {
    const shares = [
      { author_id: 'a', share_bp: 6667 },
      { author_id: 'b', share_bp: 2222 },
      { author_id: 'c', share_bp: 1111 },
    ];
    for (let cents = -500; cents <= 500; cents += 7) expect(sum(splitCents(cents, shares))).toBe(cents);
  });

  it('refuses shares that do not sum to 100 % and fractional cents', () => {
    expect(() => splitCents(100, [{ author_id: 'a', share_bp: 9000 }])).toThrow('10000');
    expect(() => splitCents(1.5, [{ author_id: 'a', share_bp: 10_000 }])).toThrow('integer');
  });
});
