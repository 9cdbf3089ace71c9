import type { MouseEvent } from 'react';
import { useNavigate } from '@store/shared';

/**
 * Renders a post's HTML. The server sanitised it (scripts, event handlers and javascript: URLs
 * removed), which is the only reason it may be set as HTML here. Same-site links inside the post
 * go through the router instead of reloading the whole store.
 */
export function BlogHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    e.preventDefault();
    navigate(href);
  };
  // Clicks bubble from the links inside; the container itself is not interactive.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className="content-prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
