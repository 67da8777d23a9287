import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters and verifies only the right password', async () => {
    const encoded = await hashPassword('correct horse battery');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(encoded, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(encoded, 'correct horse batterY')).toBe(false);
  });

  it('answers false for a missing account, and for a corrupt hash', async () => {
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything at all')).toBe(false);
  });

  it('refuses short passwords, counting characters rather than bytes', () => {
    expect(passwordProblem('short1!', 8)).toBe('Password must be at least 8 characters long');
    expect(passwordProblem('ééééééé', 8)).toMatch(/at least 8/);
    expect(passwordProblem('éééééééé', 8)).toBeNull();
    expect(passwordProblem('twelve-chars', 12)).toBeNull();
  });

  it('refuses passwords from the shipped common list whatever their case', () => {
    expect(passwordProblem('password123', 8)).toMatch(/too common/);
    expect(passwordProblem('QWERTY123', 8)).toMatch(/too common/);
    expect(passwordProblem('Iloveyou1', 8)).toMatch(/too common/);
    expect(passwordProblem('pw123456', 8)).toBeNull();
  });
});
