// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, ErrorFallback } from './error-fallback';

afterEach(cleanup);

describe('error fallback', () => {
  it("shows 'Oops! Something went wrong' and the error's message", () => {
    render(<ErrorFallback error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText('boom')).toBeTruthy();
  });

  it('shows a default text without a message', () => {
    render(<ErrorFallback error={{}} />);
    render(<ErrorFallback error={new Error('')} />);
    expect(screen.getAllByText('An unexpected error occurred')).toHaveLength(2);
  });

  it("reloads with 'Refresh Page'", async () => {
    const onRefresh = vi.fn();
    render(<ErrorFallback error={null} onRefresh={onRefresh} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('replaces a subtree that throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('render failed')).toBeTruthy();
  });
});
