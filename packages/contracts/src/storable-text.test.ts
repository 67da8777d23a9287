import { describe, expect, it } from 'vitest';
import { inputProblem, isStorableText, MAX_INPUT_DEPTH } from './storable-text.js';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps every other character', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', '\udbff\ud800', '😀'.slice(0, 1)]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['', 'plain', '😀', '\u202Eevil', '\u200B', 'e\u0301', '%00', '\\u0000']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('finds unstorable text in values and keys at any depth, and nesting past the limit', () => {
    expect(inputProblem({ a: [{ b: 'ok' }], n: 1, t: true, z: null })).toBeNull();
    expect(inputProblem({ a: [{ b: 'x\u0000' }] })).toBe('unstorable_text');
    expect(inputProblem({ a: { ['k\ud800']: 1 } })).toBe('unstorable_text');
    let deep: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) deep = [deep];
    expect(inputProblem(deep)).toBeNull();
    expect(inputProblem([deep])).toBe('too_deep');
    expect(inputProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBe('too_deep');
  });
});
