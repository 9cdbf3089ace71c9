import { Link, storeInfo } from '@store/shared';
import { useDisclosure } from './useDisclosure.ts';
import { brandCollectionPath } from './navItems.ts';
import { Icon } from '../../icons/Icon.tsx';

/** The image dropdown for the brand's own collection (spec §2), landing on /shop/product. */
export function BrandDropdown() {
  const { open, close, rootRef, panelId, onBlur, hoverProps, buttonProps } = useDisclosure<HTMLLIElement>();
  return (
    <li className="main-nav__item dropdown" ref={rootRef} onBlur={onBlur} {...hoverProps}>
      <button {...buttonProps} className="main-nav__link">
        Collection
        <Icon name="chevronDown" className="chevron" />
      </button>
      {open && (
        <div id={panelId} className="dropdown__panel brand-menu">
          <Link to={brandCollectionPath} className="brand-menu__card" onClick={close}>
            <img
              src="/brand-collection.svg"
              alt="Folded custom printed T-shirts in green, sand and charcoal"
              width="320"
              height="180"
              loading="lazy"
            />
            <span className="brand-menu__title">The {storeInfo.name} collection</span>
            <span className="brand-menu__text">Our own designs, printed on demand. Shop the collection</span>
          </Link>
        </div>
      )}
    </li>
  );
}
