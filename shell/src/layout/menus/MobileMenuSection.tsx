import { useId, useState } from 'react';
import { Link } from '@store/shared';
import type { MenuGroup } from '@store/shared';
import { Icon } from '../../icons/Icon.tsx';

/** One expandable group in the mobile menu. */
export function MobileMenuSection({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="mobile-menu__section">
      <button
        type="button"
        className="mobile-menu__link mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {group.label}
        <Icon name="chevronDown" className="chevron" />
      </button>
      <ul id={listId} className="mobile-menu__sublist" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.slug}>
            <Link to={`/shop/${item.slug}`} className="mobile-menu__sublink">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
