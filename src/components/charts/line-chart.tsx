import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { chartScale, niceTicks } from './scale';

/**
 * A small SVG line chart with its data as a table (docs/decisions/017-goal-history-and-calculators.md):
 * the picture is an image with a one-sentence summary for screen readers, and "Show as a table"
 * gives every figure to anyone who wants them. No charting library: this is all we draw.
 */

export interface ChartSeries {
  label: string;
  /** x ascending. */
  points: readonly { x: number; y: number }[];
  tone: 'primary' | 'accent' | 'muted';
  /** A value that holds until the next point (a balance) rather than moving smoothly to it. */
  step?: boolean;
}

const STROKE: Record<ChartSeries['tone'], string> = {
  primary: 'stroke-primary',
  accent: 'stroke-amber-600',
  muted: 'stroke-muted-foreground',
};
const SWATCH: Record<ChartSeries['tone'], string> = {
  primary: 'bg-primary',
  accent: 'bg-amber-600',
  muted: 'bg-muted-foreground',
};

const DEFAULT_WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 16, bottom: 28, left: 72 };

/**
 * The element's width in CSS pixels, followed as it changes: the chart draws at its real size, so
 * its 12px labels stay 12px on a phone instead of shrinking with a scaled picture.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return { ref, width };
}

export interface LineChartProps {
  title: string;
  /** What the chart shows, in a sentence: the image's description. */
  summary: string;
  series: readonly ChartSeries[];
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** The table's first column heading. */
  xHeading: string;
  /** Rows of the table: every point by default; long series pass a subset (e.g. one a year). */
  tableXs?: readonly number[];
  className?: string;
}

function pathOf(series: ChartSeries, x: (v: number) => number, y: (v: number) => number): string {
  return series.points
    .map((p, i) => {
      const [px, py] = [x(p.x).toFixed(1), y(p.y).toFixed(1)];
      if (i === 0) return `M${px},${py}`;
      return series.step ? `H${px}V${py}` : `L${px},${py}`;
    })
    .join('');
}

export function LineChart({
  title,
  summary,
  series,
  formatX,
  formatY,
  xHeading,
  tableXs,
  className,
}: LineChartProps) {
  const id = useId();
  const { ref, width: WIDTH } = useWidth();
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const yTicks = niceTicks(Math.min(0, ...ys), Math.max(...ys), 4);
  // Ticks whose label repeats the previous one (several changes on one day) are dropped.
  const xTicks = niceTicks(xMin, xMax, WIDTH < 480 ? 3 : 5)
    .filter((t) => t >= xMin && t <= xMax)
    .filter((t, i, all) => i === 0 || formatX(t) !== formatX(all[i - 1]!));
  const x = chartScale([xMin, xMax], [PAD.left, WIDTH - PAD.right]);
  const y = chartScale([yTicks[0]!, yTicks.at(-1)!], [HEIGHT - PAD.bottom, PAD.top]);
  const rows = tableXs ?? [...new Set(xs)].sort((a, b) => a - b);
  // Each series' values by x, for the table (a month-by-month plan has hundreds of rows).
  const byX = series.map((s) => new Map(s.points.map((p) => [p.x, p.y])));

  return (
    <figure className={cn('grid gap-2', className)}>
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div ref={ref}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {yTicks.map((tick) => (
            <g key={`y${tick}`}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
                strokeWidth={1}
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted-foreground text-[12px]"
              >
                {formatY(tick)}
              </text>
            </g>
          ))}
          {xTicks.map((tick) => (
            <text
              key={`x${tick}`}
              x={x(tick)}
              y={HEIGHT - 8}
              // The last label ends at the plot's edge instead of running off it.
              textAnchor={
                x(tick) > WIDTH - PAD.right - 40 ? 'end' : x(tick) < PAD.left + 40 ? 'start' : 'middle'
              }
              className="fill-muted-foreground text-[12px]"
            >
              {formatX(tick)}
            </text>
          ))}
          {series.map((s) => (
            <path
              key={s.label}
              d={pathOf(s, x, y)}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              className={STROKE[s.tone]}
            />
          ))}
        </svg>
      </div>
      {series.length > 1 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span aria-hidden className={cn('inline-block h-1 w-4 rounded', SWATCH[s.tone])} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">Show as a table</summary>
        {/* Focusable, so keyboard users can scroll a long table too. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={`${title}: table`}
          className="mt-2 max-h-72 overflow-auto rounded-md border border-border"
        >
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-background">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  {xHeading}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-3 py-1.5 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row} className="border-t border-border">
                  <th scope="row" className="px-3 py-1 font-normal">
                    {formatX(row)}
                  </th>
                  {series.map((s, si) => {
                    const y = byX[si]!.get(row);
                    return (
                      <td key={s.label} className="px-3 py-1 text-right">
                        {y === undefined ? '—' : formatY(y)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
