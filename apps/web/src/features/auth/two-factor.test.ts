import { describe, expect, it } from 'vitest';
import { factorToProve, hasVerifiedFactor, verifiedFactor } from './two-factor';

const verified = { id: 'f1', status: 'verified', factor_type: 'totp' };
const unverified = { id: 'f0', status: 'unverified', factor_type: 'totp' };
const token = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('two-factor state of an identity user', () => {
  it('finds the verified factor among the enrolled ones', () => {
    expect(verifiedFactor({ factors: [unverified, verified] })).toBe(verified);
    expect(hasVerifiedFactor({ factors: [verified] })).toBe(true);
  });

  it('has none without factors, with only an unfinished enrolment, or without a user', () => {
    expect(hasVerifiedFactor({ factors: [unverified] })).toBe(false);
    expect(hasVerifiedFactor({})).toBe(false);
    expect(hasVerifiedFactor({ factors: 'verified' })).toBe(false);
    expect(hasVerifiedFactor(null)).toBe(false);
  });

  it('asks a sign-in below aal2 for the verified factor, and no one else', () => {
    expect(factorToProve({ factors: [verified] }, token({ aal: 'aal1' }))).toBe(verified);
    expect(factorToProve({ factors: [verified] }, 'opaque')).toBe(verified);
    expect(factorToProve({ factors: [verified] }, token({ aal: 'aal2' }))).toBeUndefined();
    expect(factorToProve({ factors: [unverified] }, token({ aal: 'aal1' }))).toBeUndefined();
  });
});
