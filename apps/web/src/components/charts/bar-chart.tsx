import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface BarSeries {
  key: string;
  label: string;
  /** A Tailwind-independent colour, so print and screenshots keep it. */
  color: string;
}

export interface BarChartProps {
  /** The chart's accessible name; its table equivalent sits beside it. */
  title: string;
  categories: readonly { key: string; label: string }[];
  series: readonly BarSeries[];
  /** value(category, series) */
  value: (category: string, series: string) => number;
  formatValue: (value: number) => string;
  height?: number;
}

/** The width drawn before the figure has been measured. */
const DEFAULT_WIDTH = 720;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 72 };
/** The room one month's label needs on the bottom axis. */
const LABEL_PX = 56;
const FONT_PX = 12;

/**
 * Grouped bars in SVG (visx), drawn at the width they are shown at so that the axis text keeps its
 * size on a phone (a fixed drawing scaled down would shrink it); a narrow chart labels every
 * second or third month. The SVG is one image with an accessible name: screen readers get the
 * same figures from the table each page renders beside it.
 */
export default function BarChart({ title, categories, series, value, formatValue, height = 260 }: BarChartProps) {
  const figure = useRef<HTMLElement>(null);
  const width = useWidth(figure);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...categories.flatMap((c) => series.map((s) => value(c.key, s.key))));
  const x = scaleBand({ domain: categories.map((c) => c.key), range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand({ domain: series.map((s) => s.key), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const labelOf = new Map(categories.map((c) => [c.key, c.label]));
  const step = Math.max(1, Math.ceil((categories.length * LABEL_PX) / innerWidth));
  const labelled = categories.filter((_, index) => index % step === 0).map((c) => c.key);

  return (
    <figure ref={figure} className="space-y-2">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} className="h-auto w-full">
        <title>{title}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {categories.map((category) =>
            series.map((s) => {
              const amount = value(category.key, s.key);
              const top = y(amount);
              return (
                <Bar
                  key={`${category.key}-${s.key}`}
                  x={(x(category.key) ?? 0) + (inner(s.key) ?? 0)}
                  y={top}
                  width={inner.bandwidth()}
                  height={innerHeight - top}
                  fill={s.color}
                />
              );
            }),
          )}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(tick) => formatValue(Number(tick))}
            stroke="#64748b"
            tickStroke="#64748b"
            tickLabelProps={{ fill: '#334155', fontSize: FONT_PX, textAnchor: 'end', dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={labelled}
            tickFormat={(key) => labelOf.get(String(key)) ?? String(key)}
            stroke="#64748b"
            tickStroke="#64748b"
            tickLabelProps={{ fill: '#334155', fontSize: FONT_PX, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      {series.length > 1 && (
        <figcaption className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
          {series.map((s) => (
            <span key={s.key} className="flex items-center gap-1.5">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

/** The element's width in CSS pixels, followed as it changes. */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
