import { FiChevronDown, FiGrid } from 'react-icons/fi';
import { useDisclosure } from './useDisclosure.ts';
import { MegaPanel } from './MegaPanel.tsx';

/** Desktop hover panel (spec §2): opens on hover, or by click/Enter for keyboard and touch users. */
export function MegaMenu() {
  const { open, close, rootRef, panelId, onBlur, hoverProps, buttonProps } = useDisclosure();
  return (
    <div className="mega" ref={rootRef} onBlur={onBlur} {...hoverProps}>
      <button {...buttonProps} className="mega__trigger">
        <FiGrid aria-hidden="true" focusable="false" />
        All Categories
        <FiChevronDown aria-hidden="true" focusable="false" className="chevron" />
      </button>
      {open && <MegaPanel id={panelId} onNavigate={close} />}
    </div>
  );
}
