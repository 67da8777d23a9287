import type { AccountState } from './staff-api.js';

/**
 * Whether staff may invite an author by email: when no account has the author's address, or only
 * a signup nobody has confirmed (it proves nothing: the invitation replaces it, and its password
 * and sessions are void).
 */
export const canInviteAuthor = (account: AccountState): boolean => account === 'none' || account === 'unconfirmed';
