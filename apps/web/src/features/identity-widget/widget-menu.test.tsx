// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppUser } from '../auth/types';
import { createWidgetI18n } from './i18n';
import { WidgetMenuView, type WidgetMenuProps } from './widget-menu';

const alice: AppUser = {
  id: 'u1',
  email: 'alice@example.com',
  fullName: 'Alice Walker',
  avatarUrl: null,
  roles: [],
  raw: {},
};
let i18n: I18n;

beforeAll(async () => {
  i18n = await createWidgetI18n('en');
});
afterEach(cleanup);

function renderMenu(props: WidgetMenuProps, user: AppUser | null) {
  const onOpen = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <WidgetMenuView {...props} user={user} onOpen={onOpen} />
    </I18nextProvider>,
  );
  return { onOpen, user: userEvent.setup() };
}

describe('standalone menu', () => {
  it("button mode, logged out: one 'Log in' link opening login", async () => {
    const { onOpen, user } = renderMenu({ mode: 'button' }, null);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onOpen).toHaveBeenCalledWith('login');
  });

  it("button mode, logged in: 'Log out' opens the user page (through login)", async () => {
    const { onOpen, user } = renderMenu({ mode: 'button' }, alice);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onOpen).toHaveBeenCalledWith('login');
  });

  it('button mode: custom text replaces the label in both states', () => {
    renderMenu({ mode: 'button', text: 'Account' }, null);
    renderMenu({ mode: 'button', text: 'Account' }, alice);
    expect(screen.getAllByRole('button', { name: 'Account' })).toHaveLength(2);
  });

  it('list mode, logged out: Sign up and Log in, each opening its page', async () => {
    const { onOpen, user } = renderMenu({ mode: 'list' }, null);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onOpen.mock.calls).toEqual([['signup'], ['login']]);
  });

  it("list mode, logged in: 'Logged in as' the name, else the email, and Log out opens the user page", async () => {
    const { onOpen, user } = renderMenu({ mode: 'list' }, alice);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('Logged in as Alice Walker');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onOpen).toHaveBeenCalledWith('login');
    cleanup();
    renderMenu({ mode: 'list' }, { ...alice, fullName: null });
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('Logged in as alice@example.com');
  });
});
