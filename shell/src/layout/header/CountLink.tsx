import { Link } from '@store/shared';
import { Icon } from '../../icons/Icon.tsx';
import type { IconName } from '../../icons/iconTable.ts';

interface Props {
  to: string;
  label: string;
  count: number;
  icon: IconName;
  testId: string;
}

/**
 * A header link with a count badge. The name comes from the content ("Wishlist 2 items"), not an
 * aria-label, so the visible label and count stay part of it (WCAG 2.5.3, label in name).
 */
export function CountLink({ to, label, count, icon, testId }: Props) {
  return (
    <Link to={to} className="header-action header-action--count">
      <Icon name={icon} className="header-action__icon" />
      <span className="header-action__label">{label}</span>
      <span className="count-badge" data-testid={testId}>
        {count}
      </span>
      <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
    </Link>
  );
}
