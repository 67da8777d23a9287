import { describe, expect, it } from 'vitest';
import { canInviteAuthor } from './author-invitation.js';

describe('canInviteAuthor', () => {
  it('invites an author without an account, or over a signup nobody confirmed', () => {
    expect(canInviteAuthor('none')).toBe(true);
    expect(canInviteAuthor('unconfirmed')).toBe(true);
  });

  it('does not invite an author who signs in already or has an invitation pending', () => {
    expect(canInviteAuthor('active')).toBe(false);
    expect(canInviteAuthor('invited')).toBe(false);
  });
});
