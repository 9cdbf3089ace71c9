import { useState } from 'react';
import { Link, menuGroups, type MenuGroupId } from '@store/shared';
import { adidasCollectionPath } from './navItems.ts';
import { NewBadge } from '../header/NewBadge.tsx';
import { Icon } from '../../icons/Icon.tsx';

/**
 * The desktop hover panel's content: six groups; hovering or focusing one reveals its subcategory
 * columns. Each group's columns follow its button in the DOM so Tab walks group → its links → next group.
 */
export function MegaPanel({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const [active, setActive] = useState<MenuGroupId | null>(null);
  return (
    <div id={id} className="mega__panel">
      <ul className="mega__groups">
        {menuGroups.map((g) => {
          const subId = `${id}-${g.id}`;
          const isActive = active === g.id;
          return (
            <li key={g.id} className={`mega__group${isActive ? ' is-active' : ''}`} onMouseEnter={() => setActive(g.id)}>
              <button
                type="button"
                className="mega__group-button"
                aria-expanded={isActive}
                aria-controls={subId}
                onFocus={() => setActive(g.id)}
                onClick={() => setActive(g.id)}
              >
                {g.label}
                <Icon name="chevronRight" />
              </button>
              <div id={subId} className="mega__sub" hidden={!isActive}>
                <p className="mega__sub-title">{g.label}</p>
                <ul className="mega__columns">
                  {g.items.map((item) => (
                    <li key={item.slug}>
                      <Link to={`/shop/${item.slug}`} onClick={onNavigate}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      {active === null && <p className="mega__hint">Hover over a category to see subcategories</p>}
      <Link to={adidasCollectionPath} className="mega__feature" onClick={onNavigate}>
        Adidas collection <NewBadge />
      </Link>
    </div>
  );
}
