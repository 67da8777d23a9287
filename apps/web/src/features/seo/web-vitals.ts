import type { Metric } from 'web-vitals';

/**
 * Web performance metrics are measured and then dropped: nothing is sent anywhere. Keeping the
 * measurement in place lets a reporter be plugged in here without touching the pages.
 */
export const discardMetric = (_metric: Metric): void => undefined;

export function startPerformanceObserver(): void {
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(discardMetric);
    })
    .catch(() => undefined);
}
