import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './DailyBarChart.css';

export interface ChartSeries {
  key: string;
  label: string;
  /** One value per day, as the server states it (a decimal string); drawn to scale, shown as `format` gives it. */
  values: string[];
}

const width = 640;
const height = 220;
const pad = { top: 12, right: 8, bottom: 28, left: 8 };

/**
 * Days as groups of bars, one bar per series, above or below a zero line, in an SVG named by its
 * caption. The same figures as a table, shown on demand under it (a toggle that says which it
 * opens), so they can be read by screen reader, keyboard or anyone who would rather read numbers.
 */
export function DailyBarChart({
  caption,
  days,
  dayLabel,
  series,
  format,
}: {
  caption: string;
  days: string[];
  dayLabel: (day: string) => string;
  series: ChartSeries[];
  format: (value: string) => string;
}) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [table, setTable] = useState(false);
  const numbers = series.map((s) => s.values.map(Number));
  const max = Math.max(0, ...numbers.flat());
  const min = Math.min(0, ...numbers.flat());
  const span = max - min || 1;
  const plotHeight = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + ((max - v) / span) * plotHeight;
  const groupWidth = (width - pad.left - pad.right) / Math.max(days.length, 1);
  const barWidth = Math.max(1, (groupWidth * 0.8) / series.length);
  const labelEvery = Math.ceil(days.length / 10);
  return (
    <figure className="bar-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="bar-chart__caption">
        {caption}
      </figcaption>
      <ul className="bar-chart__legend" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.key}>
            <span className={`bar-chart__swatch bar-chart__series-${i}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg className="bar-chart__plot" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-caption`}>
        <line className="bar-chart__zero" x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} />
        {days.map((day, d) => (
          <g key={day}>
            {numbers.map((values, i) => {
              const v = values[d] ?? 0;
              return (
                <rect
                  key={series[i]!.key}
                  className={`bar-chart__series-${i}`}
                  x={pad.left + d * groupWidth + groupWidth * 0.1 + i * barWidth}
                  y={Math.min(y(v), y(0))}
                  width={barWidth}
                  height={Math.abs(y(v) - y(0))}
                />
              );
            })}
            {d % labelEvery === 0 && (
              <text className="bar-chart__day" x={pad.left + d * groupWidth + groupWidth / 2} y={height - 8} textAnchor="middle">
                {dayLabel(day)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <button type="button" className="mq-button bar-chart__toggle" aria-expanded={table} aria-controls={`${id}-table`} onClick={() => setTable(!table)}>
        {table ? t('chartHideTable') : t('chartShowTable')}
      </button>
      <div id={`${id}-table`} className="bar-chart__table" hidden={!table} tabIndex={table ? 0 : undefined} role={table ? 'region' : undefined} aria-label={table ? caption : undefined}>
        {table && (
          <table>
            <caption className="mq-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chartDay')}</th>
                {series.map((s) => (
                  <th scope="col" key={s.key}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, d) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {series.map((s) => (
                    <td key={s.key}>{format(s.values[d] ?? '0')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </figure>
  );
}
