import { hash, verify } from '@node-rs/argon2';
import { commonPasswordList } from './common-passwords.js';
import { passwordTooLong, passwordTooShort, type IdentityMessage } from './messages.js';

/** The memory one password hash takes, in KiB: OWASP's argon2id recommendation of 19 MiB. */
export const passwordHashMemoryKiB = 19_456;

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. */
const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: passwordHashMemoryKiB,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/**
 * A hash of a password nobody has, verified when the account does not exist (or has no password)
 * so that a login takes the same time whether or not the email is known.
 */
let dummyHash: Promise<string> | undefined;

/** True when the password matches; `encoded` null means "no such account" and costs the same. */
export async function verifyPassword(encoded: string | null, password: string): Promise<boolean> {
  if (!encoded) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(encoded, password).catch(() => false);
}

/** GoTrue's upper bound: argon2 hashes any length, but a longer password is a mistake or an attack. */
const MAX_PASSWORD_LENGTH = 256;

const commonPasswords = new Set(commonPasswordList.split(/\s+/).filter(Boolean));

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, minLength: number): IdentityMessage | null {
  if ([...password].length < minLength) return passwordTooShort(minLength);
  if (password.length > MAX_PASSWORD_LENGTH) return passwordTooLong(MAX_PASSWORD_LENGTH);
  if (commonPasswords.has(password.toLowerCase())) {
    return 'This password is too common. Please choose a less predictable password';
  }
  return null;
}
