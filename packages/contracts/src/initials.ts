export interface InitialsSource {
  fullName?: string | null;
  email?: string | null;
}

/** Shown when a signed-in user has neither a name nor an email. */
export const FALLBACK_INITIALS = 'BW';

/**
 * Avatar initials: the first letters of the first and last words of the name (a one-word name
 * gives its first two letters), else the first two letters of the email, else BW. Upper case.
 */
export function initials({ fullName, email }: InitialsSource): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  if (first && last && words.length > 1) return `${[...first][0]}${[...last][0]}`.toUpperCase();
  if (first) return [...first].slice(0, 2).join('').toUpperCase();
  const address = (email ?? '').trim();
  if (address) return [...address].slice(0, 2).join('').toUpperCase();
  return FALLBACK_INITIALS;
}
