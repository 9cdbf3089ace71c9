// The store's server imports this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router-dom';

type Navigate = (to: string, options: { replace?: boolean; state?: unknown }) => void;
const StoreNavigateContext = createContext<Navigate | null>(null);

/**
 * The router's navigate, read once for the whole frame (the shell places it inside its router).
 * A page has ~110 links; each router `Link` resolves its path and subscribes to the router on its
 * own, a fifth of a server render's CPU (#24: profile in notes/ssr.md).
 */
export function StoreNavigation({ children }: { children: ReactNode }) {
  return <StoreNavigateContext value={useNavigate()}>{children}</StoreNavigateContext>;
}

const modified = (e: MouseEvent) => e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

/** The router's own props: never written on the `<a>`. */
const ROUTER_ONLY = new Set(['to', 'replace', 'state', 'reloadDocument', 'onClick', 'target', 'relative', 'preventScrollReset', 'viewTransition', 'discover', 'prefetch']);

/**
 * The store's link: a plain `<a href>` that navigates in the app on a plain left click, as the
 * router's Link does (same markup on the server and in the browser). Every store address is
 * absolute (`hrefs`); anything else (a relative `to`, an object, router-only options), or a tree
 * without StoreNavigation (a remote's own tests), gets the router's Link.
 */
export function Link(props: LinkProps) {
  const navigate = useContext(StoreNavigateContext);
  const { to, replace, state, reloadDocument, onClick, target } = props;
  if (!navigate || typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || props.relative || props.preventScrollReset || props.viewTransition || props.prefetch) return <RouterLink {...props} />;
  // Copied key by key: object rest (`...anchor`) made each link five times dearer to render,
  // ≈ 0.5 ms of a listing's server render with its ~120 links (#24).
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!ROUTER_ONLY.has(key)) anchor[key] = props[key as keyof LinkProps];
  anchor.href = to;
  anchor.target = target;
  anchor.onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || reloadDocument || e.button !== 0 || (target && target !== '_self') || modified(e)) return;
    e.preventDefault();
    // as the router's Link: the address already shown is replaced, not pushed again
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: replace ?? here === to, state });
  };
  return <a {...anchor}>{props.children}</a>;
}
