import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusable = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * For a modal panel while it is mounted: focus moves into it, Tab cycles inside it, Escape calls
 * onClose, page scroll is locked, and focus goes back to `returnTo` (default: whatever had focus
 * before) when it unmounts.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, onClose: () => void, returnTo?: RefObject<HTMLElement | null>) {
  // Escape calls the latest onClose without re-running the trap (which would move focus again)
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const opener = returnTo?.current ?? (document.activeElement as HTMLElement | null);
    const items = () => Array.from(root.querySelectorAll<HTMLElement>(focusable));
    (items()[0] ?? root).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = items();
      if (!list.length) return;
      const first = list[0];
      const last = list[list.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [panel, returnTo]);
}
