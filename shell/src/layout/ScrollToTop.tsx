import { useLocation } from '@store/shared';
import { useScrollToTopOnChange } from '@store/shared/ui';

/** New route → top of the page (pages that page within themselves reset on page change too). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useScrollToTopOnChange([pathname]);
  return null;
}
