import { IdentityError, type IdentityFactor } from './identity/identity-client';
import { jwtClaims } from './identity/jwt-claims';

function factorsOf(user: unknown): IdentityFactor[] {
  const factors = (user as { factors?: unknown } | null)?.factors;
  return Array.isArray(factors) ? (factors as IdentityFactor[]) : [];
}

/** The account's verified second factor, read from the identity user (the session's or the service's). */
export function verifiedFactor(user: unknown): IdentityFactor | undefined {
  return factorsOf(user).find((factor) => factor?.status === 'verified');
}

/** Decision 27: the support chat warns while this is false. */
export function hasVerifiedFactor(user: unknown): boolean {
  return verifiedFactor(user) !== undefined;
}

/** The factor a sign-in must still prove: the account has one and the token has not reached aal2. */
export function factorToProve(user: unknown, accessToken: string): IdentityFactor | undefined {
  return jwtClaims(accessToken).aal === 'aal2' ? undefined : verifiedFactor(user);
}

/** The identity service's answer to an action that takes the code first (a password or email change, ending other sessions, factor changes). */
export const SECOND_FACTOR_REQUIRED = 'This action requires two-factor authentication';

/** Whether a failure only asks for the second factor: the code raises the session, then the action is tried again. */
export const needsSecondFactor = (error: unknown): boolean =>
  error instanceof IdentityError && error.status === 403 && error.message === SECOND_FACTOR_REQUIRED;
