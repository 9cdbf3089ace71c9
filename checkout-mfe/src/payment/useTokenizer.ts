import { useCallback, useEffect, useState } from 'react';
import { loadTokenizer, needsPaymentDocument } from './loadTokenizer.ts';
import { tokenizerMessages, type Tokenizer } from './tokenizer.ts';

/** 'reloading': reached by in-app navigation, the page reloads as its own document first (loadTokenizer.ts) */
export type TokenizerState = 'reloading' | 'preparing' | 'ready' | 'failed';

interface Deferred {
  promise: Promise<Tokenizer>;
  resolve(t: Tokenizer): void;
  reject(e: Error): void;
}

function deferred(): Deferred {
  const d = {} as Deferred;
  d.promise = new Promise<Tokenizer>((resolve, reject) => Object.assign(d, { resolve, reject }));
  d.promise.catch(() => undefined); // a failure is shown by `state`; a waiting submit sees it too
  return d;
}

/**
 * Loads the gateway's tokenizer once the page is in the browser. `whenReady()` lets a payment
 * submitted early (typed before the script arrived, or replayed) wait for it, never go without it.
 */
export function useTokenizer() {
  const [state, setState] = useState<TokenizerState>(() => (needsPaymentDocument() ? 'reloading' : 'preparing'));
  // one promise for the page's life, made on the first render (a lazy state that is never set)
  const [ready] = useState(deferred);
  useEffect(() => {
    if (needsPaymentDocument()) {
      window.location.reload();
      return;
    }
    let live = true;
    const d = ready;
    loadTokenizer().then(
      (t) => {
        d.resolve(t);
        if (live) setState('ready');
      },
      () => {
        d.reject(new Error(tokenizerMessages.unavailable));
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [ready]);
  const whenReady = useCallback(() => ready.promise, [ready]);
  return { state, whenReady };
}
