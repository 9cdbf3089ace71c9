import { useDisclosure } from './useDisclosure.ts';
import { MegaPanel } from './MegaPanel.tsx';
import { Icon } from '../../icons/Icon.tsx';

/** Desktop hover panel (spec §2): opens on hover, or by click/Enter for keyboard and touch users. */
export function MegaMenu() {
  const { open, close, rootRef, panelId, onBlur, hoverProps, buttonProps } = useDisclosure();
  return (
    <div className="mega" ref={rootRef} onBlur={onBlur} {...hoverProps}>
      <button {...buttonProps} className="mega__trigger">
        <Icon name="grid" />
        All Categories
        <Icon name="chevronDown" className="chevron" />
      </button>
      {open && <MegaPanel id={panelId} onNavigate={close} />}
    </div>
  );
}
