import { formatCents, formatDayMonth as shortDate } from '@store/shared/rules';
import { DataTable, useMediaQuery } from '@store/shared/ui';
import { barsOf, niceMax } from './revenueChartGeometry.ts';

/* The SVG scales to its box: on a phone a narrower drawing keeps its 12-unit text about 12 px tall (#41 item 5). */
const wide = { W: 640, H: 240 };
const narrow = { W: 360, H: 240 };
const pad = { left: 64, bottom: 28, top: 24, right: 8 };

interface Day {
  day: string;
  revenueCents: number;
  orders: number;
}

/**
 * Net revenue per day as an SVG bar chart, drawn from the data. The best day's and today's figures are
 * printed on the chart, and every day's figures are in a table under it (a hover tip alone is lost on a
 * phone). Screen readers get a one-line summary.
 */
export function RevenueChart({ days }: { days: Day[] }) {
  const { W, H } = useMediaQuery('(max-width: 575px)') ? narrow : wide;
  const plot = { width: W - pad.left - pad.right, height: H - pad.top - pad.bottom };
  const top = niceMax(Math.max(0, ...days.map((d) => d.revenueCents)));
  const bars = barsOf(days, plot, top);
  const total = days.reduce((n, d) => n + d.revenueCents, 0);
  const best = days.reduce<Day | null>((b, d) => (!b || d.revenueCents > b.revenueCents ? d : b), null);
  const summary = days.length
    ? `Revenue per day from ${shortDate(days[0]!.day)} to ${shortDate(days.at(-1)!.day)}, net of refunds: ${formatCents(total)} in all${best && best.revenueCents > 0 ? `, highest ${formatCents(best.revenueCents)} on ${shortDate(best.day)}` : ''}.`
    : 'No revenue yet.';
  const ticks = [0, 0.5, 1].map((f) => ({ value: top * f, y: pad.top + plot.height - f * plot.height }));
  // the figures printed above bars: the best day and today, once each, kept inside the plot
  const labelled = bars.filter((b, i) => b.revenueCents > 0 && (b.day === best?.day || i === bars.length - 1));
  return (
    <figure className="adm-chart">
      <figcaption className="adm-chart__caption">Net revenue per day (after refunds), last 30 days</figcaption>
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
          {labelled.map((b) => {
            const x = b.x + b.width / 2;
            const anchor = x < 40 ? 'start' : x > plot.width - 40 ? 'end' : 'middle';
            return (
              <text key={b.day} x={anchor === 'start' ? b.x : anchor === 'end' ? b.x + b.width : x} y={Math.max(b.y - 6, -8)} textAnchor={anchor} className="adm-chart__value" data-testid="chart-value">
                {formatCents(b.revenueCents)}
              </text>
            );
          })}
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
      <details className="adm-chart__figures">
        <summary>Each day&apos;s figures</summary>
        <DataTable<Day>
          rows={[...days].reverse()}
          rowKey={(d) => d.day}
          columns={[
            { header: 'Day', cell: (d) => shortDate(d.day) },
            { header: 'Orders', cell: (d) => d.orders },
            { header: 'Net revenue', cell: (d) => formatCents(d.revenueCents) },
          ]}
        />
      </details>
    </figure>
  );
}
