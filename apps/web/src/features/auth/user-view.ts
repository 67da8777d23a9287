import type { AppUser } from './types';

interface IdentityUserLike {
  id?: unknown;
  email?: unknown;
  app_metadata?: { roles?: unknown } | null;
  user_metadata?: Record<string, unknown> | null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The display name of an identity user: full_name, else name metadata (spec "Signed-in user view"). */
export function displayName(raw: IdentityUserLike): string | null {
  const metadata = raw.user_metadata ?? {};
  return nonEmptyString(metadata.full_name) ?? nonEmptyString(metadata.name);
}

/** Maps the identity service's user object to the app's signed-in user view. */
export function toAppUser(raw: IdentityUserLike): AppUser {
  const roles = raw.app_metadata?.roles;
  return {
    id: typeof raw.id === 'string' ? raw.id : '',
    email: typeof raw.email === 'string' ? raw.email : '',
    fullName: displayName(raw),
    avatarUrl: nonEmptyString(raw.user_metadata?.avatar_url),
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    raw,
  };
}
