// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with no toaster requested yet (the request is module state, as in a page).
async function load() {
  const [{ AppToaster }, toasts, sonner] = await Promise.all([
    import('./toaster'),
    import('../lib/toast'),
    import('sonner'),
  ]);
  return { AppToaster, toast: toasts.toast, sonnerToast: sonner.toast };
}

const toaster = () => document.querySelector('[data-sonner-toaster]');

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  cleanup();
});

describe('AppToaster', () => {
  it('stays out until the first toast, then shows it', async () => {
    const { AppToaster, toast } = await load();
    render(<AppToaster />);
    await act(async () => undefined);
    expect(toaster()).toBeNull();

    act(() => toast.info('Chat coming soon!'));
    expect(await screen.findByText('Chat coming soon!')).toBeTruthy();
  });

  it('mounts at the first interaction for toasts raised by sonner itself', async () => {
    const { AppToaster, sonnerToast } = await load();
    render(<AppToaster />);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(toaster()).not.toBeNull());
    act(() => void sonnerToast.success('Profile saved'));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
  });

  it('shows one toast at a time', async () => {
    const { AppToaster, sonnerToast } = await load();
    render(<AppToaster />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(toaster()).not.toBeNull());
    act(() => {
      sonnerToast.error('First');
      sonnerToast.error('Second');
    });
    await screen.findByText('Second');
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(1));
  });
});
