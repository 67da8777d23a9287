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
    // The first toast loads sonner: seconds on a busy machine, not the default one.
    expect(await screen.findByText('Chat coming soon!', {}, { timeout: 20_000 })).toBeTruthy();
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

  it('shows toasts at the bottom centre, clear of the header and, on a phone, of the chat button', async () => {
    const { AppToaster, toast } = await load();
    render(<AppToaster />);
    act(() => toast.success('Logged in successfully'));
    await screen.findByText('Logged in successfully');
    const list = toaster() as HTMLElement;
    expect(list.dataset.yPosition).toBe('bottom');
    expect(list.dataset.xPosition).toBe('center');
    expect(list.style.getPropertyValue('--mobile-offset-bottom')).toBe('88px');
  });
});

/** WCAG 2 contrast of two `hsl(h, s%, l%)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [h, s, l] = (color.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
    const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
    const channel = (n: number) => {
      const k = (n + h / 30) % 12;
      const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('AppToaster colours', () => {
  it('gives every kind of toast text that reads at WCAG AA (4.5:1) on sonner’s background', async () => {
    const { AppToaster, sonnerToast } = await load();
    render(<AppToaster />);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(toaster()).not.toBeNull());
    act(() => void sonnerToast.success('Saved'));
    await screen.findByText('Saved');
    // sonner's own stylesheet (inserted into the page) holds the backgrounds; ours, the texts.
    const sonnerCss = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const style = (toaster() as HTMLElement).style;
    for (const kind of ['success', 'info', 'warning', 'error']) {
      const background = new RegExp(`--${kind}-bg:\\s*(hsl\\([^)]*\\))`).exec(sonnerCss)?.[1];
      const text = style.getPropertyValue(`--${kind}-text`);
      expect(background, kind).toMatch(/^hsl/);
      expect(text, kind).toMatch(/^hsl/);
      expect(contrast(text, background!), kind).toBeGreaterThanOrEqual(4.5);
    }
  });
});
