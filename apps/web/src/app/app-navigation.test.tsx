// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentNavigation, NavigationProvider } from '../lib/navigation';
import { toast } from '../lib/toast';
import { createAppNavigation } from './app-navigation';

vi.mock('../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Where() {
  const navigation = createAppNavigation(router);
  const { pathname } = useLocation();
  return (
    <NavigationProvider value={navigation}>
      <p data-testid="path">{pathname}</p>
      <navigation.Link to="/dashboard/invoices">Invoices</navigation.Link>
      <navigation.Link to="/publishing-packages">Packages</navigation.Link>
    </NavigationProvider>
  );
}

const router = createMemoryRouter([{ path: '*', Component: Where }], { initialEntries: ['/dashboard'] });

describe('navigation in the client-routed app', () => {
  it("keeps the app's own pages in the app and leaves every other page to a document load", async () => {
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(screen.getByTestId('path').textContent).toBe('/dashboard/invoices');
    const packages = screen.getByRole('link', { name: 'Packages' });
    expect(packages.getAttribute('href')).toBe('/publishing-packages');
    // A plain anchor: the router leaves the click to the browser (stopped here: jsdom loads no documents).
    let leftToBrowser = false;
    const stop = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    await userEvent.click(packages);
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByTestId('path').textContent).toBe('/dashboard/invoices');
  });

  it('moves inside the app with the notice shown at once, and hands other pages to the document', () => {
    const fakeRouter = { navigate: vi.fn() } as unknown as Parameters<typeof createAppNavigation>[0];
    const leave = vi.spyOn(documentNavigation, 'navigate').mockImplementation(() => undefined);
    const navigation = createAppNavigation(fakeRouter);
    navigation.navigate('/dashboard', { notice: { type: 'success', message: 'Logged in successfully' } });
    expect(fakeRouter.navigate).toHaveBeenCalledWith('/dashboard', { replace: undefined });
    expect(toast.success).toHaveBeenCalledWith('Logged in successfully');
    navigation.navigate('/', { notice: { type: 'success', message: 'Logged out successfully' } });
    expect(leave).toHaveBeenCalledWith('/', { notice: { type: 'success', message: 'Logged out successfully' } });
    expect(fakeRouter.navigate).toHaveBeenCalledTimes(1);
  });
});
