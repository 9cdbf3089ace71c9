import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from '@store/shared';

/**
 * Open/closed state of a header dropdown (disclosure pattern): Escape closes and returns focus to
 * the trigger, a pointer press outside or focus leaving the widget closes it, and any navigation
 * closes it. Hover opening is optional (desktop menus); a click after a hover-open pins it open
 * instead of closing it under the pointer.
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  const panelId = useId();
  const { pathname } = useLocation();

  // The address when the menu opened: a navigation still rendering then (the URL already changed,
  // its page still loading) must not close a menu opened after the shopper saw the new address.
  const openedAt = useRef<string | null>(null);

  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (openedAt.current !== pathname) close();
  }, [pathname, close]);
  useEffect(() => {
    openedAt.current = open ? window.location.pathname : null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const toggle = useCallback(() => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((o) => !o);
  }, []);

  /** Only a focus move to a known element outside closes (a click on a non-focusable spot has none). */
  const onBlur = useCallback(
    (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) close();
    },
    [close],
  );

  const hoverProps = {
    onMouseEnter: () => {
      if (!open) openedByHover.current = true;
      setOpen(true);
    },
    onMouseLeave: close,
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: toggle,
  };

  return { open, close, toggle, rootRef, buttonRef, panelId, onBlur, hoverProps, buttonProps };
}
