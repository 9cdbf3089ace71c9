import { useState } from 'react';
import { Link, menuGroups, type MenuGroupId } from '@store/shared';
import { useDisclosure } from './useDisclosure.ts';
import { Icon } from '../../icons/Icon.tsx';

/** "Shop" in the top navigation: a nested dropdown, groups → their categories (spec §2). */
export function ShopDropdown() {
  const { open, close, rootRef, panelId, onBlur, hoverProps, buttonProps } = useDisclosure<HTMLLIElement>();
  const [group, setGroup] = useState<MenuGroupId | null>(null);

  return (
    <li className="main-nav__item dropdown" ref={rootRef} onBlur={onBlur} {...hoverProps}>
      <button {...buttonProps} className="main-nav__link">
        Shop
        <Icon name="chevronDown" className="chevron" />
      </button>
      {open && (
        <div id={panelId} className="dropdown__panel shop-menu">
          <ul className="dropdown__list">
            <li>
              <Link className="dropdown__item" to="/shop" onClick={close}>
                All Products
              </Link>
            </li>
            {menuGroups.map((g) => {
              const subId = `${panelId}-${g.id}`;
              const expanded = group === g.id;
              return (
                <li key={g.id} className="shop-menu__group" onMouseEnter={() => setGroup(g.id)} onMouseLeave={() => setGroup(null)}>
                  <button
                    type="button"
                    className="dropdown__item shop-menu__group-button"
                    aria-expanded={expanded}
                    aria-controls={subId}
                    onClick={() => setGroup(expanded ? null : g.id)}
                  >
                    {g.label}
                    <Icon name="chevronRight" />
                  </button>
                  <ul id={subId} className="dropdown__list shop-menu__flyout" hidden={!expanded}>
                    {g.items.map((item) => (
                      <li key={item.slug}>
                        <Link className="dropdown__item" to={`/shop/${item.slug}`} onClick={close}>
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </li>
  );
}
