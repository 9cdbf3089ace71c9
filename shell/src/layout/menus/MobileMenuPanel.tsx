import { useId, useRef, type MouseEvent, type RefObject } from 'react';
import { Link, menuGroups } from '@store/shared';
import { useFocusTrap } from '@store/shared/ui';
import { brandCollectionPath, categoryLinks } from './navItems.ts';
import { MobileMenuSection } from './MobileMenuSection.tsx';
import { NewBadge } from '../header/NewBadge.tsx';
import { Icon } from '../../icons/Icon.tsx';

interface Props {
  id: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The 'My Menu' drawer: a modal dialog that closes on any link click, Escape, the close button or the backdrop. */
export function MobileMenuPanel({ id, onClose, returnFocusTo }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, onClose, returnFocusTo);

  // One listener for every link in the drawer: following a link closes the menu (spec §2).
  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a[href]')) onClose();
  };

  return (
    <div className="mobile-menu" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div id={id} ref={panel} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onClick={onPanelClick}>
        <div className="mobile-menu__head">
          <h2 id={titleId}>My Menu</h2>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            <li>
              <Link to="/" className="mobile-menu__link">
                Home
              </Link>
            </li>
            <li>
              <Link to={brandCollectionPath} className="mobile-menu__link">
                Collection
              </Link>
            </li>
            <li>
              <Link to="/shop" className="mobile-menu__link">
                Shop all products
              </Link>
            </li>
            {menuGroups.map((g) => (
              <MobileMenuSection key={g.id} group={g} />
            ))}
            {categoryLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="mobile-menu__link">
                  {l.label}
                  {l.isNew && <NewBadge />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
