// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

const texts = { loading: 'Loading books', failure: 'The books could not be loaded.' };

function renderState(query: { data: string[] | undefined; isPending: boolean; isError: boolean }) {
  render(
    <QueryState query={query} {...texts}>
      {(books) => <p>{books.join(', ')}</p>}
    </QueryState>,
  );
}

afterEach(cleanup);

describe('QueryState', () => {
  it('shows a spinner named for what is loading', () => {
    renderState({ data: undefined, isPending: true, isError: false });
    expect(screen.getByRole('status').textContent).toBe('Loading books');
    expect(screen.queryByText(texts.failure)).toBeNull();
  });

  it('shows the failure sentence instead of the content when loading failed', () => {
    renderState({ data: undefined, isPending: false, isError: true });
    expect(screen.getByText(texts.failure)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hands the data to its children once loaded', () => {
    renderState({ data: ['The Salt Road', 'Harbour Lights'], isPending: false, isError: false });
    expect(screen.getByText('The Salt Road, Harbour Lights')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
