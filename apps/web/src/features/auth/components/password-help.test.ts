import { describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../identity/identity-client';
import { PASSWORD_HELP, randomPassword, runPasswordHelp, type PasswordHelpDeps } from './password-help';

function deps(overrides: Partial<PasswordHelpDeps>): PasswordHelpDeps {
  return {
    authorExists: vi.fn().mockResolvedValue(true),
    signup: vi.fn().mockResolvedValue({}),
    randomPassword: () => 'generated-password',
    ...overrides,
  };
}

describe('runPasswordHelp', () => {
  it('says no account was found when no author has the email, without signing up', async () => {
    const signup = vi.fn();
    await expect(runPasswordHelp('x@example.com', deps({ authorExists: async () => false, signup }))).resolves.toBe(
      PASSWORD_HELP.noAuthor,
    );
    expect(signup).not.toHaveBeenCalled();
  });

  it('creates the account for an existing author (5 s notice)', async () => {
    const signup = vi.fn().mockResolvedValue({});
    const outcome = await runPasswordHelp('legacy@example.com', deps({ signup }));
    expect(outcome).toEqual({
      kind: 'info',
      text: 'Account created! Check your email for confirmation link.',
      duration: 5000,
    });
    expect(signup).toHaveBeenCalledWith('legacy@example.com', 'generated-password');
  });

  it('points an already registered author to Forgot password (6 s)', async () => {
    const signup = vi
      .fn()
      .mockRejectedValue(new IdentityError(400, 'A user with this email address has already been registered'));
    const outcome = await runPasswordHelp('alice@example.com', deps({ signup }));
    expect(outcome.duration).toBe(6000);
    expect(outcome.text).toBe(
      "Account found! Please use the 'Forgot password?' link in the Login modal to reset your password.",
    );
  });

  it('explains the modal route for any other identity error (8 s)', async () => {
    const signup = vi.fn().mockRejectedValue(new IdentityError(403, 'Signups not allowed for this instance'));
    await expect(runPasswordHelp('a@example.com', deps({ signup }))).resolves.toMatchObject({ duration: 8000 });
  });

  it('gives the generic message when the lookup or the network fails', async () => {
    const lookupFails = deps({ authorExists: vi.fn().mockRejectedValue(new Error('offline')) });
    await expect(runPasswordHelp('a@example.com', lookupFails)).resolves.toBe(PASSWORD_HELP.unexpected);
    const networkFails = deps({ signup: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await expect(runPasswordHelp('a@example.com', networkFails)).resolves.toBe(PASSWORD_HELP.unexpected);
  });
});

describe('randomPassword', () => {
  it('is long and different each time', () => {
    expect(randomPassword().length).toBeGreaterThanOrEqual(32);
    expect(randomPassword()).not.toBe(randomPassword());
  });
});
