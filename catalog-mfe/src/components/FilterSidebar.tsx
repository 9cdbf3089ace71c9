import { useId, useState, type FormEvent } from 'react';
import type { ListingFacets, ListingFilters } from '../api/catalogApi.ts';

interface FilterSidebarProps {
  facets?: ListingFacets;
  value: ListingFilters;
  onChange: (f: ListingFilters) => void;
}

const toCents = (s: string) => (s.trim() === '' || Number.isNaN(Number(s)) ? undefined : Math.max(0, Math.round(Number(s) * 100)));
const toDollars = (c?: number) => (c === undefined ? '' : String(c / 100));

/**
 * The listing filter (price range in dollars → cents, colour, size), applied through the URL's
 * query parameters so the API filters; a toggle opens and closes it on small screens.
 */
export function FilterSidebar({ facets, value, onChange }: FilterSidebarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [min, setMin] = useState(toDollars(value.minPrice));
  const [max, setMax] = useState(toDollars(value.maxPrice));
  // the fields follow the URL's prices when they change (back, a link): adjusted while rendering,
  // not in an effect that would render twice
  const [shown, setShown] = useState({ minPrice: value.minPrice, maxPrice: value.maxPrice });
  if (shown.minPrice !== value.minPrice || shown.maxPrice !== value.maxPrice) {
    setShown({ minPrice: value.minPrice, maxPrice: value.maxPrice });
    setMin(toDollars(value.minPrice));
    setMax(toDollars(value.maxPrice));
  }

  const applyPrice = (e: FormEvent) => {
    e.preventDefault();
    let lo = toCents(min);
    let hi = toCents(max);
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    onChange({ ...value, minPrice: lo, maxPrice: hi });
  };

  return (
    <aside className={`cat-filters${open ? ' is-open' : ''}`} aria-label="Filters">
      <button type="button" className="cat-filters__toggle btn btn-outline" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide filters' : 'Show filters'}
      </button>
      <div id={`${id}-panel`} className="cat-filters__panel">
        <form method="get" onSubmit={applyPrice} className="cat-filters__group">
          <h2 className="cat-filters__heading">Price</h2>
          <div className="cat-filters__price">
            <label htmlFor={`${id}-min`}>Min price ($)</label>
            <input id={`${id}-min`} type="number" min={0} step="0.01" inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)}
              placeholder={facets ? String(Math.floor(facets.minPrice / 100)) : ''} />
            <label htmlFor={`${id}-max`}>Max price ($)</label>
            <input id={`${id}-max`} type="number" min={0} step="0.01" inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)}
              placeholder={facets ? String(Math.ceil(facets.maxPrice / 100)) : ''} />
          </div>
          <button type="submit" className="btn btn-primary">Apply price</button>
        </form>
        {facets && facets.colors.length > 0 && (
          <div className="cat-filters__group">
            <label htmlFor={`${id}-color`} className="cat-filters__heading">Colour</label>
            <select id={`${id}-color`} value={value.color ?? ''} onChange={(e) => onChange({ ...value, color: e.target.value || undefined })}>
              <option value="">All colours</option>
              {facets.colors.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
          </div>
        )}
        {facets && facets.sizes.length > 0 && (
          <div className="cat-filters__group">
            <label htmlFor={`${id}-size`} className="cat-filters__heading">Size</label>
            <select id={`${id}-size`} value={value.size ?? ''} onChange={(e) => onChange({ ...value, size: e.target.value || undefined })}>
              <option value="">All sizes</option>
              {facets.sizes.map((s) => (
                <option key={s} value={s}>{s}</option>
              ))}
            </select>
          </div>
        )}
        <button type="button" className="btn btn-outline" onClick={() => onChange({})}>Clear filters</button>
      </div>
    </aside>
  );
}
