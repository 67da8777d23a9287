/** Decision 27: the chat warns about two-factor authentication when the user has no verified factor. */
export function hasVerifiedFactor(identityUser: unknown): boolean {
  const factors = (identityUser as { factors?: unknown } | null)?.factors;
  return Array.isArray(factors) && factors.some((factor) => (factor as { status?: unknown })?.status === 'verified');
}
