// The store's server can import this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { blueprintPageWindow, listingPageWindow } from '../rules/pagination.ts';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** 'listing' (spec §2 window with ellipses) or 'blueprint' (current ± 2) */
  variant?: 'listing' | 'blueprint';
  label?: string;
}

/** Pager with the spec's window rules; renders nothing for a single page. */
export function Pagination({ currentPage, totalPages, onPageChange, variant = 'listing', label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = variant === 'listing' ? listingPageWindow(currentPage, totalPages) : blueprintPageWindow(currentPage, totalPages);
  return (
    <nav className="ui-pagination" aria-label={label}>
      <button type="button" onClick={() => onPageChange(currentPage - 1)} disabled={currentPage <= 1} aria-label="Previous page">
        ‹
      </button>
      {items.map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            onClick={() => onPageChange(item)}
            aria-current={item === currentPage ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={item === currentPage ? 'is-current' : undefined}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="ui-pagination__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button type="button" onClick={() => onPageChange(currentPage + 1)} disabled={currentPage >= totalPages} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
