import { Component, type ErrorInfo, type ReactNode } from 'react';

export const FALLBACK_TEXT = {
  title: 'Oops! Something went wrong',
  defaultMessage: 'An unexpected error occurred',
  refresh: 'Refresh Page',
} as const;

/** The generic error screen: a title, the error's message (or a default) and a button that reloads. */
export function ErrorFallback({
  error,
  onRefresh = () => window.location.reload(),
}: {
  error: unknown;
  onRefresh?: () => void;
}) {
  const message = error instanceof Error && error.message ? error.message : FALLBACK_TEXT.defaultMessage;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 p-6 text-center">
      <h2 className="text-xl font-semibold text-ink-dark">{FALLBACK_TEXT.title}</h2>
      <p className="text-slate-700">{message}</p>
      <button
        type="button"
        onClick={onRefresh}
        className="h-11 rounded-md bg-ink px-5 font-semibold text-white hover:bg-ink-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        {FALLBACK_TEXT.refresh}
      </button>
    </div>
  );
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Shows the fallback instead of a blank screen when rendering throws below it. */
export class ErrorBoundary extends Component<
  { children: ReactNode; wrap?: (fallback: ReactNode) => ReactNode },
  ErrorBoundaryState
> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const fallback = <ErrorFallback error={this.state.error} />;
    return this.props.wrap ? this.props.wrap(fallback) : fallback;
  }
}
