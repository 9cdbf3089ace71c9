import { useEffect, useRef } from 'react';

/**
 * Back to the top of the page when `deps` change (a new route, another page of a list), never on
 * the first render: on arrival the browser has placed the page itself (top, or where a reload or
 * Back left it), and a shopper who scrolled while the server-rendered page was loading must not be
 * thrown back up when it becomes live (a tap aimed at a button would land on whatever scrolled in).
 */
export function useScrollToTopOnChange(deps: readonly unknown[]): void {
  const first = useRef(true);
  // one value for the list, so the effect's dependencies are a literal the hooks rules can check
  const key = JSON.stringify(deps);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [key]);
}
