import { describe, expect, it } from 'vitest';
import { initials } from './initials.js';

describe('initials', () => {
  it.each([
    ['Jane Austen', 'JA'],
    ['John Ronald Reuel Tolkien', 'JT'],
    ['  mary   shelley ', 'MS'],
    ['Eleanor Hart', 'EH'],
    ['Madonna', 'MA'],
    ['Al', 'AL'],
    ['élodie durand', 'ÉD'],
  ])('name %j gives %s', (fullName, expected) => {
    expect(initials({ fullName, email: 'someone@example.com' })).toBe(expected);
  });

  it('falls back to the first two letters of the email when there is no name', () => {
    expect(initials({ fullName: null, email: 'zora@example.com' })).toBe('ZO');
    expect(initials({ fullName: '   ', email: 'zora@example.com' })).toBe('ZO');
    expect(initials({ email: 'zora@example.com' })).toBe('ZO');
  });

  it('falls back to BW with neither name nor email', () => {
    expect(initials({ fullName: null, email: null })).toBe('BW');
    expect(initials({})).toBe('BW');
    expect(initials({ fullName: '', email: '  ' })).toBe('BW');
  });
});
