import { formatCents } from '@store/shared/rules';
import { barsOf, niceMax } from './revenueChartGeometry.ts';

const W = 640;
const H = 220;
const pad = { left: 64, bottom: 28, top: 10, right: 8 };

const shortDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Revenue per day as an SVG bar chart, drawn from the data. Screen readers get a one-line summary
 * and each bar's day and amount (its <title>, also the hover tip).
 */
export function RevenueChart({ days }: { days: { day: string; revenueCents: number }[] }) {
  const plot = { width: W - pad.left - pad.right, height: H - pad.top - pad.bottom };
  const top = niceMax(Math.max(0, ...days.map((d) => d.revenueCents)));
  const bars = barsOf(days, plot, top);
  const total = days.reduce((n, d) => n + d.revenueCents, 0);
  const best = days.reduce<{ day: string; revenueCents: number } | null>((b, d) => (!b || d.revenueCents > b.revenueCents ? d : b), null);
  const summary = days.length
    ? `Revenue per day from ${shortDate(days[0]!.day)} to ${shortDate(days.at(-1)!.day)}: ${formatCents(total)} in all${best && best.revenueCents > 0 ? `, highest ${formatCents(best.revenueCents)} on ${shortDate(best.day)}` : ''}.`
    : 'No revenue yet.';
  const ticks = [0, 0.5, 1].map((f) => ({ value: top * f, y: pad.top + plot.height - f * plot.height }));
  return (
    <figure className="adm-chart">
      <figcaption className="adm-chart__caption">Revenue per day, last 30 days</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="adm-chart__svg">
        {ticks.map((t) => (
          <g key={t.value}>
            <line x1={pad.left} x2={W - pad.right} y1={t.y} y2={t.y} className="adm-chart__grid" />
            <text x={pad.left - 6} y={t.y + 4} textAnchor="end" className="adm-chart__label">
              {formatCents(t.value)}
            </text>
          </g>
        ))}
        <g transform={`translate(${pad.left} ${pad.top})`}>
          {bars.map((b) => (
            <rect key={b.day} x={b.x} y={b.y} width={b.width} height={b.height} className={b.revenueCents > 0 ? 'adm-chart__bar' : 'adm-chart__bar adm-chart__bar--zero'} data-day={b.day} data-cents={b.revenueCents}>
              <title>{`${shortDate(b.day)}: ${formatCents(b.revenueCents)}`}</title>
            </rect>
          ))}
        </g>
        {days.length > 0 && (
          <>
            <text x={pad.left} y={H - 8} className="adm-chart__label">
              {shortDate(days[0]!.day)}
            </text>
            <text x={W - pad.right} y={H - 8} textAnchor="end" className="adm-chart__label">
              {shortDate(days.at(-1)!.day)}
            </text>
          </>
        )}
      </svg>
    </figure>
  );
}
