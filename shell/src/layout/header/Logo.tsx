import { Link, storeInfo } from '@store/shared';

/** Store logo linking home: an inline mark plus the store name, which is the link's accessible name. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link to="/" className={`logo${onDark ? ' logo--on-dark' : ''}`}>
      <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="currentColor" />
        {/* a T-shirt silhouette: the store prints on demand */}
        <path className="logo__shirt" d="M14 10l-6 4 3 5 3-1.5V30h12V17.5l3 1.5 3-5-6-4c-1 2-3 3-6 3s-5-1-6-3z" fill="#fff" />
        <circle cx="20" cy="21" r="3" fill="currentColor" />
      </svg>
      <span className="logo__name">{storeInfo.name}</span>
    </Link>
  );
}
