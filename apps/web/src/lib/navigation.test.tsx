// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocumentNavigation, Link, NavigationProvider, showPendingNotice, type Navigation } from './navigation';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function fakeLocation() {
  return { assign: vi.fn(), replace: vi.fn() };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('document navigation', () => {
  it('loads the next document, replacing the history entry when asked', () => {
    const location = fakeLocation();
    createDocumentNavigation(() => location).navigate('/dashboard');
    expect(location.assign).toHaveBeenCalledWith('/dashboard');
    const other = fakeLocation();
    createDocumentNavigation(() => other).navigate('/', { replace: true });
    expect(other.replace).toHaveBeenCalledWith('/');
    expect(other.assign).not.toHaveBeenCalled();
  });

  it('takes the first move only, until the document is shown again from the back/forward cache', () => {
    const location = fakeLocation();
    const navigation = createDocumentNavigation(() => location);
    navigation.navigate('/', { notice: { type: 'success', message: 'Logged out successfully' } });
    navigation.navigate('/', { replace: true });
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.replace).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pageshow'));
    navigation.navigate('/books');
    expect(location.assign).toHaveBeenLastCalledWith('/books');
  });

  it('leaves its notice for the next document, which shows it once', () => {
    createDocumentNavigation(fakeLocation).navigate('/dashboard', {
      notice: { type: 'success', message: 'Logged in successfully' },
    });
    showPendingNotice();
    expect(toast.success).toHaveBeenCalledWith('Logged in successfully');
    showPendingNotice();
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('ignores a pending notice it did not write', () => {
    sessionStorage.setItem('pending-notice', '{"type":"alert","message":"<b>x</b>"}');
    showPendingNotice();
    sessionStorage.setItem('pending-notice', 'not json');
    showPendingNotice();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('pending-notice')).toBeNull();
  });
});

describe('Link', () => {
  it('is a plain anchor on the public site', () => {
    render(<Link to="/books">Books</Link>);
    expect(screen.getByRole('link', { name: 'Books' }).getAttribute('href')).toBe('/books');
  });

  it("renders with the app's own link inside a client-routed app", () => {
    const navigation: Navigation = {
      Link: ({ to, children }) => <button data-to={to}>{children}</button>,
      navigate: vi.fn(),
    };
    render(
      <NavigationProvider value={navigation}>
        <Link to="/dashboard/invoices">Invoices</Link>
      </NavigationProvider>,
    );
    expect(screen.getByRole('button', { name: 'Invoices' }).dataset.to).toBe('/dashboard/invoices');
  });
});
