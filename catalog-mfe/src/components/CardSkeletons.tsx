/**
 * Grey stand-ins for a grid of product cards while the data arrives: same grid, same square image
 * box and about the same body height, so the real cards replace them without moving what follows (CLS).
 */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="cat-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <CardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** One card's grey stand-in (its grid cell's size). */
export function CardSkeleton() {
  return (
    <div className="cat-card cat-skeleton">
      <div className="cat-zoom" />
      <div className="cat-card__body">
        <span className="cat-skeleton__bar" />
        <span className="cat-skeleton__bar is-short" />
        <span className="cat-skeleton__bar is-chips" />
      </div>
    </div>
  );
}
