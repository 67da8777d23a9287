import { describe, expect, it } from 'vitest';
import { emailAddress, normalisedEmailAddress } from './email-address.js';

describe('normalisedEmailAddress', () => {
  it('trims and lower-cases the domain, keeping the local part as typed', () => {
    expect(normalisedEmailAddress('  Ada.Lovelace+books@Example.COM ')).toBe('Ada.Lovelace+books@example.com');
    expect(normalisedEmailAddress('józef@Księgarnia.PL')).toBe('józef@księgarnia.pl');
  });

  it.each([
    ['a trailing dot in the domain', 'hostile-a@example.com.'],
    ['a quoted local part', '"a,b"@example.com'],
    ['a comma', 'a,b@example.com'],
    ['a semicolon', 'a;b@example.com'],
    ['angle brackets', 'Ada <ada@example.com>'],
    ['a second @', 'a@b@example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['a line break', 'ada@example.com\nBcc: x@example.com'],
    ['a comment', 'ada(x)@example.com'],
    ['a backslash', 'a\\b@example.com'],
    ['a colon', 'a:b@example.com'],
    ['an address literal', 'ada@[127.0.0.1]'],
    ['no domain dot', 'ada@localhost'],
    ['an empty label', 'ada@example..com'],
    ['a leading dot', '.ada@example.com'],
    ['two dots in a row', 'ada..l@example.com'],
    ['a label starting with a hyphen', 'ada@-example.com'],
    ['a NUL', 'ada\u0000@example.com'],
    ['more than 254 characters', `${'a'.repeat(60)}@${'b'.repeat(190)}.com`],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
  ])('refuses %s', (_, address) => {
    expect(normalisedEmailAddress(address)).toBeNull();
  });

  it('accepts the usual shapes', () => {
    for (const address of ["o'brien@example.ie", 'x_y-z@sub.example.co.uk', 'a@b.io', 'user%tag@example.org']) {
      expect(normalisedEmailAddress(address)).toBe(address);
    }
  });
});

describe('emailAddress (schema)', () => {
  const schema = emailAddress('Enter a valid email address');

  it('gives the normalised address', () => {
    expect(schema.parse(' Nora@Example.com ')).toBe('Nora@example.com');
  });

  it('refuses with the message given', () => {
    const result = schema.safeParse('"a,b"@example.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid email address');
  });
});
