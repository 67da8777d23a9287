// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityAccount } from '../../auth/auth-provider';
import {
  IdentityClient,
  IdentityError,
  type IdentityFactor,
  type IdentityUserData,
} from '../../auth/identity/identity-client';
import { SessionStore } from '../../auth/identity/session-store';
import { toAppUser } from '../../auth/user-view';
import { TwoFactorCard } from './two-factor-card';

const harness = vi.hoisted(() => ({ account: null as unknown as IdentityAccount }));

vi.mock('../../auth/auth-provider', () => ({
  useIdentityAccount: () => harness.account,
  useAuth: () => {
    const { store } = harness.account;
    const session = useSyncExternalStore(
      (notify) => store.subscribe(notify),
      () => store.current(),
    );
    return { status: 'signed-in', user: session ? toAppUser(session) : null };
  },
}));

/** Tokens valid until 2100: the store never needs to refresh them here. */
const jwt = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify({ exp: 4_102_444_800, ...claims })).toString('base64url')}.s`;
const tokensAt = (aal: string, refresh = `r-${aal}`) => ({
  access_token: jwt({ aal, session_id: 's1' }),
  token_type: 'bearer',
  expires_in: 3600,
  refresh_token: refresh,
});
const factor: IdentityFactor = {
  id: 'f1',
  friendly_name: null,
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-03-05T10:00:00Z',
  updated_at: '2026-03-05T10:00:00Z',
};
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
const withFactor = { ...author, factors: [factor] };
const enrolment = {
  id: 'f1',
  type: 'totp' as const,
  friendly_name: null,
  totp: {
    qr_code: 'data:image/svg+xml;utf-8,%3Csvg%3E%3C%2Fsvg%3E',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/Quillbridge%20Publishing:author%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
};

async function renderCard(user: IdentityUserData, aal: 'aal1' | 'aal2') {
  const client = new IdentityClient();
  const store = new SessionStore({ client });
  await store.signIn(tokensAt(aal), user);
  harness.account = { client, store };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TwoFactorCard />
    </QueryClientProvider>,
  );
  return { client, store, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('two-factor card: setting up', () => {
  it('enrols, shows the QR code and the key, and turns on with the first code', async () => {
    const { client, store, user } = await renderCard(author, 'aal1');
    expect(screen.getByText('Off')).toBeTruthy();
    const enrol = vi.spyOn(client, 'enrolTotpFactor').mockResolvedValue(enrolment);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(enrol).toHaveBeenCalledWith(tokensAt('aal1').access_token);

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(enrolment.totp.qr_code);
    expect(screen.getByTestId('totp-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const verify = vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...tokensAt('aal2'), user: withFactor });
    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(verify).toHaveBeenCalledWith(tokensAt('aal1').access_token, 'f1', '123456');
    expect(await screen.findByText('On')).toBeTruthy();
    // Dated like every other dashboard date (formatLongDate).
    expect(screen.getByText('Authenticator app · added Mar 5, 2026')).toBeTruthy();
    // The session now carries the raised tokens and the factor, for the rest of the app.
    expect(store.current()).toMatchObject({ token: { refresh_token: 'r-aal2' }, factors: [{ id: 'f1' }] });
  });

  it('says when the code is wrong and stays on the setup', async () => {
    const { client, store, user } = await renderCard(author, 'aal1');
    vi.spyOn(client, 'enrolTotpFactor').mockResolvedValue(enrolment);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    vi.spyOn(client, 'verifyFactor').mockRejectedValue(new IdentityError(422, 'Invalid TOTP code entered'));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(
      await screen.findByText("That code didn't match. Enter the code your authenticator app shows now."),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(store.current()?.factors).toBeUndefined();
  });

  it('removes the unconfirmed factor when the setup is cancelled', async () => {
    const { client, user } = await renderCard(author, 'aal1');
    vi.spyOn(client, 'enrolTotpFactor').mockResolvedValue(enrolment);
    const removeFactor = vi.spyOn(client, 'removeFactor').mockResolvedValue({ id: 'f1' });
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(removeFactor).toHaveBeenCalledWith(tokensAt('aal1').access_token, 'f1'));
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
  });

  it('shows why the setup could not start', async () => {
    const { client, user } = await renderCard(author, 'aal1');
    vi.spyOn(client, 'enrolTotpFactor').mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to reach the sign-in service. Please try again.',
    );
  });
});

describe('two-factor card: turning off', () => {
  it('asks first, then removes the factor and shows it off', async () => {
    const { client, store, user } = await renderCard(withFactor, 'aal2');
    expect(screen.getByText('On')).toBeTruthy();
    const removeFactor = vi.spyOn(client, 'removeFactor').mockResolvedValue({ id: 'f1' });
    vi.spyOn(client, 'getUser').mockResolvedValue(author);
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    expect(within(dialog).queryByLabelText('6-digit code')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removeFactor).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByText('Off')).toBeTruthy());
    expect(removeFactor).toHaveBeenCalledWith(tokensAt('aal2').access_token, 'f1');
    expect(store.current()?.factors).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a session that has not proved the factor gives a code before removing it', async () => {
    const { client, user } = await renderCard(withFactor, 'aal1');
    const verify = vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...tokensAt('aal2'), user: withFactor });
    const removeFactor = vi.spyOn(client, 'removeFactor').mockResolvedValue({ id: 'f1' });
    vi.spyOn(client, 'getUser').mockResolvedValue(author);
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByText('Off')).toBeTruthy());
    expect(verify).toHaveBeenCalledWith(tokensAt('aal1').access_token, 'f1', '654321');
    // The removal uses the raised token the code gave.
    expect(removeFactor).toHaveBeenCalledWith(tokensAt('aal2').access_token, 'f1');
  });

  it('keeps the factor and says why when the removal is refused', async () => {
    const { client, user } = await renderCard(withFactor, 'aal2');
    vi.spyOn(client, 'removeFactor').mockRejectedValue(
      new IdentityError(403, 'This action requires two-factor authentication'),
    );
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Confirm with a code from your authenticator app first.',
    );
    expect(screen.getByText('On')).toBeTruthy();
  });
});
