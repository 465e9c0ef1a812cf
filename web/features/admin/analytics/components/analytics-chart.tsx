import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '#web/components/ui/cn.ts';

export type ChartType = 'bar' | 'area';
export interface ChartPoint {
  name: string;
  count: number;
}

const PAD = { top: 16, right: 12, bottom: 36, left: 44 };

/** Round steps for the value axis: 0 and four lines up to a "nice" maximum. */
export function axisTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const whole = Math.max(1, Math.ceil(step));
  return Array.from({ length: Math.ceil(max / whole) + 1 }, (_, i) => i * whole);
}

/**
 * A bar or area chart drawn as SVG (no chart library in the bundle). Its numbers are also in a visually hidden table
 * for screen readers; each bar or point carries a tooltip.
 */
export function AnalyticsChart({
  data,
  type,
  height = 500,
  label,
}: {
  data: ChartPoint[];
  type: ChartType;
  height?: number;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const gradientId = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(Math.max(240, element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ticks = axisTicks(Math.max(0, ...data.map((d) => d.count)));
  const top = ticks[ticks.length - 1]!;
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const band = data.length > 0 ? plotW / data.length : plotW;
  const x = (i: number) => PAD.left + band * i + band / 2;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const labelEvery = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(plotW / 56))));
  const line = data.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(d.count)}`).join(' ');
  const area = data.length > 0 ? `${line} L${x(data.length - 1)},${y(0)} L${x(0)},${y(0)} Z` : '';

  return (
    <div ref={ref} className="w-full">
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={label}
        className="block max-w-full text-slate-500 dark:text-slate-400"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.35" className="text-brand-500" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0.02" className="text-brand-500" />
          </linearGradient>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-800"
            />
            <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-current text-[11px]">
              {tick}
            </text>
          </g>
        ))}
        {type === 'bar'
          ? data.map((d, i) => (
              <rect
                key={i}
                x={x(i) - Math.min(28, band * 0.6) / 2}
                width={Math.min(28, band * 0.6)}
                y={y(d.count)}
                height={Math.max(0, y(0) - y(d.count))}
                rx={3}
                className="fill-brand-500"
              >
                <title>{`${d.name}: ${d.count}`}</title>
              </rect>
            ))
          : data.length > 0 && (
              <g className="text-brand-500">
                <path d={area} fill={`url(#${gradientId})`} />
                <path d={line} fill="none" stroke="currentColor" strokeWidth={2} />
                {data.map((d, i) => (
                  <circle key={i} cx={x(i)} cy={y(d.count)} r={3} fill="currentColor">
                    <title>{`${d.name}: ${d.count}`}</title>
                  </circle>
                ))}
              </g>
            )}
        {data.map((d, i) =>
          i % labelEvery === 0 ? (
            <text
              key={i}
              x={x(i)}
              y={height - PAD.bottom + 18}
              textAnchor="middle"
              className={cn('fill-current text-[11px]')}
            >
              {d.name}
            </text>
          ) : null,
        )}
      </svg>
      <table className="sr-only">
        <caption>{label}</caption>
        <tbody>
          {data.map((d, i) => (
            <tr key={i}>
              <th scope="row">{d.name}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
