import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StrokeIcon, type IconProps } from './icons/stroke-icon';
import { Button } from './ui/button';

/** Lucide's rotate-cw, drawn here: every area's error screen has it, unlike the public site's icons. */
function RotateCw(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
    </StrokeIcon>
  );
}

/**
 * What a page that failed to render shows in place of its content: the layout around it (header,
 * sidebar, console navigation) stays, so the person can retry or go elsewhere.
 */
export function PageErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink-dark">This page could not be shown</h1>
      <p className="text-slate-700">
        Something went wrong while showing this page. Try again, or choose another page from the menu.
      </p>
      <Button onClick={onRetry}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </Button>
    </div>
  );
}

/** The public site's pages have no router: this boundary catches a page's render error inside its layout. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <PageErrorScreen onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
