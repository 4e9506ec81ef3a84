import type { TDashboard } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';

const width = 560;
const height = 160;
const padding = 24;

/** Two lines over the last 14 days (messages, new users), drawn as a small SVG. */
export function DayChart({ days }: { days: TDashboard['days'] }) {
  const { t } = useTranslation();
  const series = [
    {
      key: 'messages' as const,
      label: t('admin.console.dashboard.chartMessages'),
      color: '#4da3ff',
    },
    {
      key: 'new_users' as const,
      label: t('admin.console.dashboard.chartNewUsers'),
      color: '#e84aff',
    },
  ];
  const max = Math.max(1, ...days.flatMap((day) => [day.messages, day.new_users]));
  const x = (index: number) =>
    padding + (index * (width - 2 * padding)) / Math.max(1, days.length - 1);
  const y = (value: number) => height - padding - (value * (height - 2 * padding)) / max;
  const summary = days.map((day) => `${day.date}: ${day.messages} / ${day.new_users}`).join(', ');

  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="flex flex-wrap items-center gap-4 text-sm text-ink-300">
        <span className="font-semibold text-white">{t('admin.console.dashboard.chartTitle')}</span>
        {series.map((line) => (
          <span key={line.key} className="inline-flex items-center gap-1.5">
            <span
              className="size-2.5 rounded-full"
              style={{ background: line.color }}
              aria-hidden="true"
            />
            {line.label}
          </span>
        ))}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={summary}
      >
        <line
          x1={padding}
          x2={width - padding}
          y1={height - padding}
          y2={height - padding}
          stroke="#3a3a44"
        />
        <text x={padding} y={padding - 8} fill="#8b8b96" fontSize="11">
          {max}
        </text>
        {series.map((line) => (
          <polyline
            key={line.key}
            fill="none"
            stroke={line.color}
            strokeWidth="2.5"
            strokeLinejoin="round"
            points={days.map((day, index) => `${x(index)},${y(day[line.key])}`).join(' ')}
          />
        ))}
        {days.map((day, index) =>
          index % 2 === 0 || index === days.length - 1 ? (
            <text
              key={day.date}
              x={x(index)}
              y={height - 6}
              fill="#8b8b96"
              fontSize="10"
              textAnchor="middle"
            >
              {day.date.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
