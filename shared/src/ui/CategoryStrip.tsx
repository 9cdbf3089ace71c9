// The store's server imports this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { useMemo, useRef } from 'react';
import { Link } from '../navigation.ts';
import { useQuery } from '../serverState.ts';
import { stripCategories } from '../rules/categories.ts';
import { rng } from '../rules/random.ts';
import { queryKeys } from '../query.ts';

/**
 * The order's seed, random per page load, kept in the query cache: the server's render puts it in
 * the page's state, so the browser hydrates the very same order.
 */
function useStripSeed(): number {
  const { data } = useQuery({ queryKey: queryKeys.categoryStripSeed, queryFn: randomSeed, initialData: randomSeed, staleTime: Infinity, gcTime: Infinity });
  return data;
}
const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

/** The horizontal strip of ≈55 category chips, random order per load, scrolled 300 px per click. */
export function CategoryStrip() {
  const seed = useStripSeed();
  const chips = useMemo(() => rng(seed).sample(stripCategories, stripCategories.length), [seed]);
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dx: number) => track.current?.scrollBy({ left: dx, behavior: 'smooth' });
  return (
    <nav className="ui-category-strip" aria-label="Browse categories">
      <button type="button" className="ui-category-strip__arrow" onClick={() => scroll(-300)} aria-label="Scroll categories left">
        ‹
      </button>
      <ul ref={track} className="ui-category-strip__track">
        {chips.map((c) => (
          <li key={c.slug}>
            <Link to={`/shop/${c.slug}`} className="ui-chip">
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="ui-category-strip__arrow" onClick={() => scroll(300)} aria-label="Scroll categories right">
        ›
      </button>
    </nav>
  );
}
