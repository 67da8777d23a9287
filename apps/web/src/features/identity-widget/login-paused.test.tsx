// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPaused } from '../../../../server/src/identity/messages';
import { IdentityClient } from '../auth/identity/identity-client';
import { SessionStore } from '../auth/identity/session-store';
import { createWidgetI18n, SUPPORTED_LOCALES } from './i18n';
import { IdentityModal } from './identity-modal';
import { emailOnlySettings } from './identity-settings.test-support';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * The identity service as the browser sees it: settings, a sign-in from an address that must wait,
 * and the one-time sign-in link it mails on request.
 */
function pausedService() {
  return vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    if (String(url).endsWith('/settings')) return json(200, emailOnlySettings);
    if (String(url).endsWith('/magiclink')) return json(200, {});
    return json(429, { code: 429, msg: loginPaused(15) }, { 'retry-after': '900' });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the modal in `locale` and signs in with a right password from an address that must wait. */
async function signInWhilePaused(locale: (typeof SUPPORTED_LOCALES)[number]) {
  const texts = await createWidgetI18n(locale);
  const client = new IdentityClient();
  const user = userEvent.setup();
  render(
    <IdentityModal
      client={client}
      store={new SessionStore({ client })}
      request={{ id: 1, open: 'login' }}
      locale={locale}
      onAuthenticated={vi.fn()}
      onLoggedOut={vi.fn()}
    />,
  );
  // The first render loads the locale and the settings: slow on a busy machine.
  const forgot = await screen.findByRole('button', { name: texts.t('forgot_password') }, { timeout: 20_000 });
  await user.type(screen.getByPlaceholderText(texts.t('form_email_placeholder')), 'owner@example.com');
  await user.type(screen.getByPlaceholderText(texts.t('form_password_placeholder')), 'Right-pass-2026');
  await user.click(screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit')!);
  await screen.findByRole('alert');
  return { texts, user, forgot };
}

describe.each(SUPPORTED_LOCALES)('a paused sign-in in %s', (locale) => {
  it('offers to email a one-time sign-in link, and says it was sent', async () => {
    const service = pausedService();
    vi.stubGlobal('fetch', service);
    const { texts, user } = await signInWhilePaused(locale);
    expect(screen.getByText(texts.t('magic_link_offer'))).toBeTruthy();
    expect(texts.t('magic_link_offer')).not.toBe('magic_link_offer');
    await user.click(screen.getByRole('button', { name: texts.t('send_magic_link') }));

    expect((await screen.findByRole('status')).textContent).toBe(texts.t('message_magic_link_mail'));
    const call = service.mock.calls.find(([url]) => String(url).endsWith('/magiclink'))!;
    expect(call[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ email: 'owner@example.com' }) });
  });

  it('says why and how long, with the forgot-password link at hand', async () => {
    vi.stubGlobal('fetch', pausedService());
    const { texts, forgot } = await signInWhilePaused(locale);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(texts.t('login_paused', { count: 15 }));
    expect(alert.textContent).toContain('15');
    if (locale === 'en') expect(alert.textContent).toBe(loginPaused(15));
    else expect(alert.textContent).not.toBe(loginPaused(15));
    // The way out stays offered under the message.
    expect(screen.getByRole('button', { name: texts.t('forgot_password') })).toBe(forgot);
  });
});
