import type { SalesRow } from '@store/shared';
import { formatCents } from '@store/shared/rules';
import '../styles/ownerTools.css';

/**
 * Net sales per period as horizontal bars with the figure printed beside each (no hover needed,
 * readable at 390 px). The table under it carries every figure for screen readers, so the
 * chart itself is hidden from them.
 */
export function SalesBars({ rows }: { rows: SalesRow[] }) {
  const max = Math.max(1, ...rows.map((r) => Math.max(r.netCents, 0)));
  return (
    <figure className="adm-bars" aria-hidden="true">
      <figcaption className="adm-chart__caption">Net sales</figcaption>
      {rows.map((r) => (
        <div key={r.period} className="adm-bars__row">
          <span className="adm-bars__label">{r.period}</span>
          <span className="adm-bars__track">
            <span className="adm-bars__bar" style={{ width: `${(Math.max(r.netCents, 0) / max) * 100}%` }} />
          </span>
          <span className="adm-bars__value">{formatCents(r.netCents)}</span>
        </div>
      ))}
    </figure>
  );
}
