import { lazy, Suspense } from 'react';
import type { BarChartProps } from './bar-chart';

/** The charting code loads only on the pages that chart, after their figures. */
const BarChart = lazy(() => import('./bar-chart'));

export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />}>
      <BarChart {...props} />
    </Suspense>
  );
}
