import { describe, expect, it } from 'vitest';
import { hasSizeGuide, sizeGuideRows } from './sizeGuide.ts';

describe('size guide rows', () => {
  it('shows inch ranges in cm and inches, and cm values in inches', () => {
    const rows = sizeGuideRows({
      sizes: ['S', 'M'],
      measurements: [
        { name: 'Width', unit: 'in', ranges: [{ from: 18, to: 20 }, { from: 20, to: 22 }] },
        { name: 'Length', unit: 'cm', ranges: [{ from: 71, to: 71 }] },
      ],
    });
    expect(rows[0]).toEqual({ size: 'S', cells: [{ cm: '45.5–51', inches: '18–20' }, { cm: '71', inches: '28' }] });
    expect(rows[1].cells[0]).toEqual({ cm: '51–56', inches: '20–22' });
    expect(rows[1].cells[1]).toEqual({ cm: '—', inches: '—' });
  });

  it('knows an empty guide (a provider answers {"sizes":[],"types":[]})', () => {
    expect(hasSizeGuide({ sizes: [], measurements: [] })).toBe(false);
    expect(hasSizeGuide(null)).toBe(false);
    expect(hasSizeGuide({ sizes: ['S'], measurements: [{ name: 'Width', unit: 'in', ranges: [{ from: 1, to: 2 }] }] })).toBe(true);
  });
});
