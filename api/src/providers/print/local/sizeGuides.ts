import type { ProductKind, SizeGuide } from '@store/shared/rules';

/**
 * Plausible measurement tables for the demo's apparel, in inches like most blank catalogues:
 * [first size's width, length, sleeve], and how much each grows per size up.
 */
const tables: Partial<Record<ProductKind, { start: [number, number, number?]; step: [number, number, number?] }>> = {
  tshirt: { start: [16.5, 27, 8], step: [2, 1, 0.25] },
  longsleeve: { start: [17, 27, 31], step: [2, 1, 1] },
  tank: { start: [16, 26.5], step: [2, 1] },
  sportswear: { start: [17, 27.5, 8], step: [2, 1, 0.25] },
  hoodie: { start: [18, 26, 33], step: [2, 1, 0.5] },
  sweatshirt: { start: [18, 26, 32.5], step: [2, 1, 0.5] },
  dress: { start: [15, 33], step: [1.5, 0.5] },
  bottoms: { start: [13, 39], step: [1.5, 0.5] },
  swimwear: { start: [13.5, 17], step: [1.5, 0.5] },
  baby: { start: [7.5, 12.5], step: [0.5, 1] },
};

const names = (kind: ProductKind) =>
  kind === 'bottoms' || kind === 'swimwear' ? ['Waist width', 'Length'] : ['Chest width', 'Length', 'Sleeve length'];

export function demoSizeGuide(kind: ProductKind, sizes: readonly string[]): SizeGuide | null {
  const t = tables[kind];
  if (!t) return null;
  const labels = names(kind);
  return {
    sizes: [...sizes],
    measurements: t.start.flatMap((start, m) =>
      start === undefined
        ? []
        : [{
            name: labels[m],
            unit: 'in' as const,
            ranges: sizes.map((_, i) => {
              const v = start + (t.step[m] ?? 0) * i;
              return { from: v, to: v };
            }),
          }],
    ),
  };
}
