/**
 * A size guide as the catalogue stores it: the sizes, and per measurement (width, length…) one
 * range per size in the unit the source gave. Display shows every value in cm and in inches.
 */
export interface SizeGuide {
  sizes: string[];
  measurements: { name: string; unit: 'cm' | 'in'; ranges: { from: number; to: number }[] }[];
}

const CM_PER_INCH = 2.54;

const round = (n: number, step: number) => Math.round(n / step) * step;
const fmt = (n: number) => String(Number(n.toFixed(1)));
const range = (from: number, to: number) => (from === to ? fmt(from) : `${fmt(from)}–${fmt(to)}`);

/** One row per size: the size and, per measurement, its range in cm and in inches. */
export function sizeGuideRows(guide: SizeGuide): { size: string; cells: { cm: string; inches: string }[] }[] {
  return guide.sizes.map((size, i) => ({
    size,
    cells: guide.measurements.map((m) => {
      const r = m.ranges[i] ?? { from: NaN, to: NaN };
      if (!Number.isFinite(r.from) || !Number.isFinite(r.to)) return { cm: '—', inches: '—' };
      const cm = m.unit === 'cm' ? r : { from: r.from * CM_PER_INCH, to: r.to * CM_PER_INCH };
      const inches = m.unit === 'in' ? r : { from: r.from / CM_PER_INCH, to: r.to / CM_PER_INCH };
      return { cm: range(round(cm.from, 0.5), round(cm.to, 0.5)), inches: range(round(inches.from, 0.25), round(inches.to, 0.25)) };
    }),
  }));
}

/** A guide worth showing: at least one size and one measurement. */
export const hasSizeGuide = (g: SizeGuide | null | undefined): g is SizeGuide => !!g && g.sizes.length > 0 && g.measurements.length > 0;
