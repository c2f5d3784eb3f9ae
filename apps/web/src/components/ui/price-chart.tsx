import { useEffect, useId, useState } from 'react';

export interface PriceChartPoint {
  /** Unique among the points (a version number). */
  key: string | number;
  /** Under the point on the horizontal axis ("v3"). */
  label: string;
  /** The price in whole cents: only placed on the chart, never computed with. */
  value: number;
}

/** Drawn at the width it is shown at (so its text keeps its size on a phone), within these bounds. */
const DEFAULT_WIDTH = 480;
const MIN_WIDTH = 240;
const MAX_WIDTH = 960;
const HEIGHT = 180;
const PAD = { top: 16, right: 20, bottom: 30, left: 72 } as const;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
/** Most labels the horizontal axis shows before it shows only some (fewer on a narrow chart). */
const MAX_X_LABELS = 7;

/** The indexes whose label shows: all of a few points, else the first, the last and some between. */
function labelledIndexes(count: number, most: number): Set<number> {
  if (count <= most) return new Set(Array.from({ length: count }, (_, i) => i));
  const shown = new Set<number>();
  const step = (count - 1) / (most - 1);
  for (let i = 0; i < most; i++) shown.add(Math.round(i * step));
  return shown;
}

/** The width the chart is shown at, followed as it changes. */
function useWidth<T extends Element>() {
  const [element, ref] = useState<T | null>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, measured)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width] as const;
}

/**
 * A small line chart of a price over versions, in plain SVG. It is one image to assistive
 * technology: `title` names it and `summary` says what it shows (first and last price, lowest and
 * highest); the page shows the same figures in a table beside it. Colours follow the theme.
 */
export function PriceChart({
  points,
  title,
  summary,
  formatValue,
  className = '',
}: {
  points: readonly PriceChartPoint[];
  title: string;
  summary: string;
  formatValue: (cents: number) => string;
  className?: string;
}) {
  const titleId = useId();
  const descId = useId();
  const [ref, width] = useWidth<HTMLElement>();
  if (points.length === 0) return null;

  const plotW = width - PAD.left - PAD.right;
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  // Room above and below the line; a flat line sits in the middle.
  const margin = min === max ? Math.max(100, Math.round(max * 0.1)) : (max - min) * 0.15;
  const lo = Math.max(0, min - margin);
  const hi = max + margin;
  const x = (i: number) => (points.length === 1 ? PAD.left + plotW / 2 : PAD.left + (i * plotW) / (points.length - 1));
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * PLOT_H;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const yTicks = min === max ? [min] : [max, min];
  const labelled = labelledIndexes(points.length, width < 400 ? 4 : MAX_X_LABELS);

  return (
    <figure ref={ref} className={className}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block h-auto w-full overflow-visible"
        data-testid="price-chart"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        {yTicks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              strokeDasharray="4 4"
              className="stroke-gray-300 dark:stroke-gray-700"
            />
            <text
              x={PAD.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-gray-700 text-[13px] tabular-nums dark:fill-gray-300"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        <line
          x1={PAD.left}
          x2={width - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-gray-400 dark:stroke-gray-600"
        />
        <path d={path} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-emerald-700 dark:stroke-emerald-400" />
        {points.map((p, i) => (
          <g key={p.key}>
            <circle cx={x(i)} cy={y(p.value)} r={4} className="fill-white stroke-emerald-700 dark:fill-gray-900 dark:stroke-emerald-400" strokeWidth={2.5}>
              <title>{`${p.label}: ${formatValue(p.value)}`}</title>
            </circle>
            {labelled.has(i) ? (
              <text
                x={x(i)}
                y={HEIGHT - PAD.bottom + 18}
                textAnchor={points.length > 1 && i === 0 ? 'start' : points.length > 1 && i === points.length - 1 ? 'end' : 'middle'}
                className="fill-gray-700 text-[13px] dark:fill-gray-300"
              >
                {p.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}
