import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { stripCategories } from '../rules/categories.ts';

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** The horizontal strip of ≈55 category chips, random order per load, scrolled 300 px per click. */
export function CategoryStrip() {
  const chips = useMemo(() => shuffled(stripCategories), []);
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
