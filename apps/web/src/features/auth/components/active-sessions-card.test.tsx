// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { toast } from '../../../lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityAccount } from '../auth-provider';
import { IdentityClient, IdentityError, type IdentityUserData } from '../identity/identity-client';
import { SessionStore } from '../identity/session-store';
import { SECOND_FACTOR_REQUIRED } from '../two-factor';
import { toAppUser } from '../user-view';
import { ActiveSessionsCard, type IdentitySessionInfo } from './active-sessions-card';

const harness = vi.hoisted(() => ({ account: null as unknown as IdentityAccount }));

vi.mock('../auth-provider', () => ({
  useIdentityAccount: () => harness.account,
  useIdentityClient: () => harness.account.client,
  useAuth: () => {
    const { store } = harness.account;
    const session = useSyncExternalStore(
      (notify) => store.subscribe(notify),
      () => store.current(),
    );
    return {
      status: 'signed-in',
      user: session ? toAppUser(session) : null,
      getAccessToken: () => store.jwt(),
    };
  },
}));

/** Tokens valid until 2100: the store never needs to refresh them here. */
const jwt = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify({ exp: 4_102_444_800, ...claims })).toString('base64url')}.s`;
const tokensAt = (aal: string) => ({
  access_token: jwt({ aal, session_id: 's1' }),
  token_type: 'bearer',
  expires_in: 3600,
  refresh_token: `r-${aal}`,
});
const author: IdentityUserData = {
  id: 'u1',
  aud: '',
  role: '',
  email: 'author@example.com',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const withFactor: IdentityUserData = {
  ...author,
  factors: [
    {
      id: 'f1',
      friendly_name: null,
      factor_type: 'totp',
      status: 'verified',
      created_at: '2026-03-05T10:00:00Z',
      updated_at: '2026-03-05T10:00:00Z',
    },
  ],
};
const session = (id: string, current: boolean): IdentitySessionInfo => ({
  id,
  user_agent: current ? 'Laptop' : 'Phone',
  ip: '203.0.113.9',
  aal: 'aal1',
  created_at: '2026-03-05T10:00:00Z',
  last_used_at: '2026-03-05T10:00:00Z',
  expires_at: '2026-04-05T10:00:00Z',
  current,
});

/** The card over a session at `aal`; ending other sessions is refused once with `refusal`, then accepted. */
async function renderCard(user: IdentityUserData, refusal: Error) {
  const client = new IdentityClient();
  const store = new SessionStore({ client });
  await store.signIn(tokensAt('aal1'), user);
  harness.account = { client, store };
  const deletes: (string | undefined)[] = [];
  vi.spyOn(client, 'call').mockImplementation(async (path, options = {}) => {
    if (options.method !== 'DELETE') return { sessions: [session('s1', true), session('s2', false)] } as never;
    deletes.push(options.token);
    if (deletes.length === 1) throw refusal;
    return { revoked: 1 } as never;
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ActiveSessionsCard />
    </QueryClientProvider>,
  );
  await screen.findByText('Phone');
  return { client, store, deletes, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('active sessions card: the second factor', () => {
  it('asks for the code when signing out other sessions takes it, then signs them out', async () => {
    const success = vi.spyOn(toast, 'success');
    const failure = vi.spyOn(toast, 'error');
    const { client, store, deletes, user } = await renderCard(
      withFactor,
      new IdentityError(403, SECOND_FACTOR_REQUIRED),
    );
    const verify = vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...tokensAt('aal2'), user: withFactor });

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(verify).toHaveBeenCalledWith(tokensAt('aal1').access_token, 'f1', '123456');
    await waitFor(() => expect(deletes).toEqual([tokensAt('aal1').access_token, tokensAt('aal2').access_token]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Signed out of all other sessions'));
    expect(failure).not.toHaveBeenCalled();
    expect(store.current()?.token.refresh_token).toBe('r-aal2');
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('keeps the prompt open with the reason when the code is wrong', async () => {
    const { client, deletes, user } = await renderCard(withFactor, new IdentityError(403, SECOND_FACTOR_REQUIRED));
    vi.spyOn(client, 'verifyFactor').mockRejectedValue(new IdentityError(422, 'Invalid TOTP code entered'));
    await user.click(screen.getByRole('button', { name: 'Sign out Phone (203.0.113.9)' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText("That code didn't match. Enter the code your authenticator app shows now."),
    ).toBeTruthy();
    expect(deletes).toHaveLength(1);
  });

  it('shows other failures as before', async () => {
    const failure = vi.spyOn(toast, 'error');
    const { user } = await renderCard(author, new IdentityError(500, 'Internal server error'));
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Unable to sign out that session. Please try again.'));
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });
});
