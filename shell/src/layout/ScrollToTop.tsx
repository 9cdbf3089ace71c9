import { useEffect } from 'react';
import { useLocation } from '@store/shared';

/** New route → top of the page (pages that page within themselves reset on page change too). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
