import { useId, useState } from 'react';
import { sizeGuideRows, type SizeGuide } from '@store/shared/rules';

/**
 * The product's size guide: one row per size, one column per measurement, in cm or inches (a
 * toggle rather than both at once keeps the table narrow enough for a phone).
 */
export function SizeGuideTable({ guide }: { guide: SizeGuide }) {
  const [unit, setUnit] = useState<'cm' | 'inches'>('cm');
  const captionId = useId();
  const rows = sizeGuideRows(guide);
  return (
    <section className="cat-size-guide" aria-labelledby={captionId}>
      <h2 id={captionId}>Size guide</h2>
      <div className="cat-size-guide__units" role="group" aria-label="Units">
        {(['cm', 'inches'] as const).map((u) => (
          <button key={u} type="button" className={`ui-chip${unit === u ? ' is-chosen' : ''}`} aria-pressed={unit === u} onClick={() => setUnit(u)}>
            {u}
          </button>
        ))}
      </div>
      <div className="cat-size-guide__scroll" tabIndex={0} role="region" aria-label={`Size guide in ${unit}`}>
        <table>
          <caption className="visually-hidden">Measurements per size, in {unit}</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {guide.measurements.map((m) => (
                <th key={m.name} scope="col">{m.name} ({unit === 'cm' ? 'cm' : 'in'})</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.size}>
                <th scope="row">{r.size}</th>
                {r.cells.map((c, i) => (
                  <td key={guide.measurements[i].name}>{unit === 'cm' ? c.cm : c.inches}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
