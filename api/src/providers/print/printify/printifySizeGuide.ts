import type { SizeGuide } from '@store/shared/rules';

/** GET /v1/catalog/blueprints/{id}/size_guide.json as documented: types carry units and a range per size. */
export interface PfySizeGuide {
  sizes?: unknown;
  types?: { name?: unknown; units?: unknown; ranges?: { from?: unknown; to?: unknown }[] }[];
}

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/** Maps a Printify size guide to the store's; null when it has no sizes or no usable measurement. */
export function mapPrintifySizeGuide(raw: PfySizeGuide | null | undefined): SizeGuide | null {
  const sizes = Array.isArray(raw?.sizes) ? raw.sizes.filter((s): s is string => typeof s === 'string') : [];
  const measurements = (Array.isArray(raw?.types) ? raw.types : []).flatMap((t) => {
    const units = String(t.units ?? '').toLowerCase();
    const unit = units === 'cm' || units === 'centimeters' ? 'cm' : units === 'in' || units === 'inches' || units === 'inch' ? 'in' : null;
    if (!unit || typeof t.name !== 'string' || !Array.isArray(t.ranges)) return [];
    return [{ name: t.name, unit, ranges: t.ranges.map((r) => ({ from: num(r.from), to: num(r.to ?? r.from) })) } as SizeGuide['measurements'][number]];
  });
  return sizes.length && measurements.length ? { sizes, measurements } : null;
}
