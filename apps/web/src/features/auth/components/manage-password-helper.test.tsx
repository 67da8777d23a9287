// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../identity/identity-client';
import { ManagePasswordHelper } from './manage-password-helper';

const { apiFetch, signup, toast } = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  signup: vi.fn(),
  toast: { info: vi.fn(), error: vi.fn() },
}));

vi.mock('../../../lib/api-client', () => ({ apiFetch }));
vi.mock('../auth-provider', () => ({
  useAuth: () => ({ user: { email: 'author@example.com' } }),
  useIdentityClient: () => ({ signup }),
}));
vi.mock('../../../lib/toast', () => ({ toast }));

beforeEach(() => {
  apiFetch.mockReset();
  signup.mockReset();
  toast.info.mockReset();
  toast.error.mockReset();
});
afterEach(cleanup);

async function runHelper(email: string) {
  render(<ManagePasswordHelper />);
  const field = screen.getByLabelText('Registered email');
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Manage Password' }));
  await vi.waitFor(() => expect(toast.info.mock.calls.length + toast.error.mock.calls.length).toBe(1));
}

describe('ManagePasswordHelper', () => {
  it('asks the server whether an author has the address', async () => {
    apiFetch.mockResolvedValue({ exists: false });
    await runHelper('  legacy@example.com ');
    expect(apiFetch).toHaveBeenCalledWith('/api/authors/lookup', {
      method: 'POST',
      body: { email: 'legacy@example.com' },
    });
  });

  it('says no account was found for an unknown address, without signing up', async () => {
    apiFetch.mockResolvedValue({ exists: false });
    await runHelper('nobody@example.com');
    expect(toast.error).toHaveBeenCalledWith('No account found with this email address. Please contact support.', {
      duration: 6000,
    });
    expect(signup).not.toHaveBeenCalled();
  });

  it('creates the identity account of an author without one (5 s)', async () => {
    apiFetch.mockResolvedValue({ exists: true });
    signup.mockResolvedValue({});
    await runHelper('legacy@example.com');
    expect(signup).toHaveBeenCalledWith('legacy@example.com', expect.any(String), {});
    expect(toast.info).toHaveBeenCalledWith('Account created! Check your email for confirmation link.', {
      duration: 5000,
    });
  });

  it("points an already registered author to 'Forgot password?' (6 s)", async () => {
    apiFetch.mockResolvedValue({ exists: true });
    signup.mockRejectedValue(new IdentityError(400, 'A user with this email address has already been registered'));
    await runHelper('alice@example.com');
    expect(toast.info).toHaveBeenCalledWith(
      "Account found! Please use the 'Forgot password?' link in the Login modal to reset your password.",
      { duration: 6000 },
    );
  });

  it('explains the way through the modal for any other identity refusal (8 s)', async () => {
    apiFetch.mockResolvedValue({ exists: true });
    signup.mockRejectedValue(new IdentityError(403, 'Signups not allowed for this instance'));
    await runHelper('legacy@example.com');
    expect(toast.info).toHaveBeenCalledWith(
      "Please click 'Manage Password' above, then use 'Forgot password?' in the modal that appears.",
      { duration: 8000 },
    );
  });

  it('gives the generic message when the lookup fails (a 429 included)', async () => {
    apiFetch.mockRejectedValue(new Error('Too many requests. Please try again in 10 minutes.'));
    await runHelper('legacy@example.com');
    expect(toast.error).toHaveBeenCalledWith('Unable to process request. Please try again or contact support.', {
      duration: 6000,
    });
    expect(signup).not.toHaveBeenCalled();
  });
});
