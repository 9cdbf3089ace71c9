import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@store/shared';
import { MobileMenuPanel } from './MobileMenuPanel.tsx';
import { Icon } from '../../icons/Icon.tsx';

const desktopQuery = '(min-width: 992px)';

/** The menu toggle shown under 992 px and its 'My Menu' drawer. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // a new page closes the drawer (adjusted while rendering, not in an effect that would render twice)
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  // Growing past the breakpoint hides the drawer with CSS; close it too so no focus trap lingers.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(desktopQuery);
    const onChange = () => mq.matches && close();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [open, close]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button mobile-menu-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
      </button>
      {open && <MobileMenuPanel id={panelId} onClose={close} returnFocusTo={toggleRef} />}
    </>
  );
}
