// @vitest-environment jsdom
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_STATE_ELEMENT_ID } from '../features/seo/render-contract';

const fetchBooks = vi.fn(async () => ['fetched']);

function Books() {
  const { data } = useQuery({ queryKey: ['books'], queryFn: fetchBooks });
  return <p>{data ? data.join(', ') : 'loading'}</p>;
}

// The browser's cache is module state: each test loads the modules afresh.
async function renderBooks(wrap: (page: React.ReactNode) => React.ReactNode = (page) => page) {
  const [{ QueryScope }, cache] = await Promise.all([import('./query-scope'), import('./query-cache')]);
  render(
    wrap(
      <QueryScope>
        <Books />
      </QueryScope>,
    ),
  );
  return cache;
}

function embedServerState(books: string[]) {
  const client = new QueryClient();
  client.setQueryData(['books'], books);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = QUERY_STATE_ELEMENT_ID;
  script.textContent = JSON.stringify(dehydrate(client));
  document.body.append(script);
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  document.getElementById(QUERY_STATE_ELEMENT_ID)?.remove();
  vi.clearAllMocks();
});

describe('QueryScope', () => {
  it('starts from the data embedded by the server, without fetching it again', async () => {
    embedServerState(['Tidewater Letters']);
    await renderBooks();
    expect(await screen.findByText('Tidewater Letters')).toBeTruthy();
    expect(fetchBooks).not.toHaveBeenCalled();
  });

  it('fetches when the page arrived without data, and the session can clear that cache', async () => {
    const { browserQueryClient, clearQueryCache } = await renderBooks();
    expect(await screen.findByText('fetched')).toBeTruthy();
    const client = browserQueryClient(() => new QueryClient());
    expect(client.getQueryData(['books'])).toEqual(['fetched']);
    act(() => clearQueryCache());
    expect(client.getQueryData(['books'])).toBeUndefined();
  });

  it("uses the server renderer's own client when one is provided", async () => {
    const rendererClient = new QueryClient();
    rendererClient.setQueryData(['books'], ['From the renderer']);
    embedServerState(['From the page']);
    await renderBooks((page) => <QueryClientProvider client={rendererClient}>{page}</QueryClientProvider>);
    expect(await screen.findByText('From the renderer')).toBeTruthy();
  });
});
