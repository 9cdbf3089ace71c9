// The store's server imports this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { useEffect, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { loadToastify, onToastWanted, toastContainerReady } from './toast.ts';

type Toastify = typeof import('react-toastify');

const interactions = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The one toast container, mounted once react-toastify is wanted: at the shopper's first
 * interaction (what raises toasts) or the first toast itself. Renders nothing on the server and in
 * the first client render, so hydration matches.
 */
export function Toaster(props: ToastContainerProps) {
  const [lib, setLib] = useState<Toastify | null>(null);
  useEffect(() => {
    let live = true;
    const start = () => {
      stop();
      void loadToastify().then((l) => live && setLib(() => l));
    };
    const stop = () => {
      for (const type of interactions) window.removeEventListener(type, start, true);
      unsubscribe();
    };
    for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
    const unsubscribe = onToastWanted(start);
    return () => {
      live = false;
      stop();
    };
  }, []);
  // Children's effects run first: the container has registered when this one tells the queue.
  useEffect(() => {
    if (!lib) return;
    toastContainerReady(true);
    return () => toastContainerReady(false);
  }, [lib]);
  return lib ? <lib.ToastContainer nonce={pageNonce()} {...props} /> : null;
}

/**
 * On the payment page the CSP allows a style element only with the reply's nonce (#39 item 9):
 * react-toastify adds its stylesheet as one, so it gets the nonce the page's import map carries
 * (read from the property: browsers hide a nonce attribute's value). Elsewhere there is none.
 */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[type="importmap"][nonce]')?.nonce || undefined;
}
