import { describe, expect, it } from 'vitest';
import { lastFour, payeeDataBox } from './payee-data.js';

describe('payeeDataBox', () => {
  const box = payeeDataBox(Buffer.alloc(32, 3));

  it('seals details so the ciphertext holds none of their digits, and opens them again', () => {
    const details = { routing_number: '011000015', account_number: '123456789012' };
    const sealed = box.seal(details);
    expect(sealed).not.toMatch(/011000015|123456789012|6789/);
    expect(box.seal(details)).not.toBe(sealed);
    expect(box.open(sealed)).toEqual(details);
  });

  it('refuses another key and a tampered value', () => {
    const sealed = box.seal({ tin: '123-45-6789' });
    expect(() => payeeDataBox(Buffer.alloc(32, 4)).open(sealed)).toThrow();
    const [iv, tag, body] = sealed.split('.');
    expect(() => box.open(`${iv}.${tag}.${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`)).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => payeeDataBox(Buffer.alloc(16))).toThrow();
  });
});

describe('lastFour', () => {
  it('shows only the last four characters', () => {
    expect(lastFour('123456789012')).toBe('•••• 9012');
    expect(lastFour('123-45-6789')).toBe('•••• 6789');
  });
});
