// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

afterEach(cleanup);

describe('Menu', () => {
  it('choosing an item closes the menu and gives the focus back to its trigger', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Menu trigger="Login" items={[{ label: 'Sign Up', onSelect }]} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Up' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));
  });
});
