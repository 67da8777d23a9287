// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoiceMailActions } from './invoice-mail-actions';

const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
  Promise.resolve(Response.json({ to: 'a@example.com', subject: 'Invoice overdue: Editing' })),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvoiceMailActions', () => {
  it.each([
    ['Send reminder', '/api/staff/invoices/inv-1/reminder'],
    ['Email invoice', '/api/staff/invoices/inv-1/email'],
  ])('%s posts to the invoice’s %s', async (name, url) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceMailActions invoiceId="inv-1" label="#INV1" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: `${name} #INV1` }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [calledUrl, init] = fetchMock.mock.calls[0]!;
    expect(calledUrl).toBe(url);
    expect(init.method).toBe('POST');
  });
});
