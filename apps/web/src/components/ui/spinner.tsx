import { cn } from './cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/** sm 16 px, md 32 px, lg 48 px. */
const sizes: Record<SpinnerSize, string> = {
  sm: 'h-4 w-4 border-2',
  md: 'h-8 w-8 border-[3px]',
  lg: 'h-12 w-12 border-4',
};

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, read by screen readers. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span aria-hidden="true" className={cn('animate-spin rounded-full border-slate-300 border-t-ink', sizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A large spinner in the middle of an empty screen, while a whole page or app loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-paper">
      <Spinner size="lg" label={label} />
    </div>
  );
}
