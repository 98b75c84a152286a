import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
}

export interface ChartDay {
  /** `YYYY-MM-DD`. */
  date: string;
  values: Record<string, number>;
}

const DEFAULT_WIDTH = 720;
const DEFAULT_HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 34 };

/** `dd/mm` of a `YYYY-MM-DD` day, as the product writes dates. */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** A round top for the axis, so its ticks are whole numbers. */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  const scaled = max / step;
  return (scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * step;
}

/** The element's width in CSS pixels, kept up to date, so the chart draws at its real size (crisp text on a phone and a TV alike). */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * Stacked bars per day, one colour per series, drawn as SVG (no chart library: the admin page is the
 * only chart). The same figures are in a table for screen readers, and each bar names its day's
 * figures on hover.
 */
export function BarChart({ title, days, series, emptyText, height = DEFAULT_HEIGHT }: { title: string; days: ChartDay[]; series: ChartSeries[]; emptyText: string; height?: number }) {
  const id = useId();
  const [ref, width] = useWidth<HTMLElement>();
  const totals = days.map((day) => series.reduce((sum, s) => sum + (day.values[s.key] ?? 0), 0));
  const top = niceMax(Math.max(0, ...totals));
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  // About one date label per 70 px.
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(plotW / 70))));
  const shown = series.filter((s) => days.some((day) => (day.values[s.key] ?? 0) > 0));

  return (
    <figure className="bar-chart" ref={ref}>
      <svg className="bar-chart__svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{title}</title>
        {[0, top / 2, top].map((tick) => (
          <g key={tick} className="bar-chart__tick">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          let base = 0;
          const hover = [dayLabel(day.date), ...series.filter((s) => day.values[s.key]).map((s) => `${s.label}: ${day.values[s.key]}`)].join('\n');
          return (
            <g key={day.date} data-date={day.date}>
              <title>{hover}</title>
              {/* A full-height strip makes the day easy to hover, even without a bar. */}
              <rect className="bar-chart__hit" x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotH} />
              {series.map((s) => {
                const value = day.values[s.key] ?? 0;
                if (value <= 0) return null;
                const rect = <rect key={s.key} x={x} y={y(base + value)} width={barW} height={y(base) - y(base + value)} fill={s.colour} rx={Math.min(3, barW / 3)} />;
                base += value;
                return rect;
              })}
              {i % labelEvery === 0 ? (
                <text className="bar-chart__label" x={x + barW / 2} y={height - 8} textAnchor="middle">
                  {dayLabel(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {shown.length > 0 ? (
        <figcaption>
          <ul className="bar-chart__legend">
            {shown.map((s) => (
              <li key={s.key}>
                <span className="bar-chart__swatch" style={{ background: s.colour }} aria-hidden="true" />
                {s.label} <strong>{days.reduce((sum, day) => sum + (day.values[s.key] ?? 0), 0)}</strong>
              </li>
            ))}
          </ul>
        </figcaption>
      ) : (
        <figcaption className="field__hint">{emptyText}</figcaption>
      )}
      {/* A table is as wide as its content whatever its own width says: the wrapper hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                {series.map((s) => (
                  <td key={s.key}>{day.values[s.key] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
