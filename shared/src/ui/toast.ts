// The store's toasts without react-toastify in the first paint's JavaScript (#12): areas call
// `toast` from @store/shared; the library is imported when the shopper first interacts or the first
// toast is raised, and calls made before it arrived are replayed in order. This module lives in the
// shared singleton so the queue, the ids and the one container are the same for every area.
import type { Id, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');
type Kind = 'success' | 'error' | 'info' | 'warning';
type Call = ((t: Toastify['toast']) => void) & { toastId?: Id };

let loaded: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
let containerReady = false;
const waiting: Call[] = [];
const wanted = new Set<() => void>();
let sequence = 0;

/** Imports react-toastify once; every caller gets the same module. */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then((lib) => (loaded = lib));
  return loading;
}

/** Called by the Toaster when its container is mounted: replays what was raised before it. */
export function toastContainerReady(ready: boolean): void {
  containerReady = ready;
  if (ready && loaded) for (const call of waiting.splice(0)) call(loaded.toast);
}

/** The Toaster listens here to mount as soon as a toast is waiting (at once if one already is). */
export function onToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  if (waiting.length > 0) queueMicrotask(listener);
  return () => wanted.delete(listener);
}

function run(call: Call): void {
  if (loaded && containerReady) return call(loaded.toast);
  waiting.push(call);
  for (const listener of wanted) listener();
  void loadToastify();
}

function show(kind: Kind, message: string, options?: ToastOptions): Id {
  // The id is chosen now, so a caller can dismiss a toast that is still waiting for the library.
  const toastId = options?.toastId ?? `store-toast-${++sequence}`;
  run(Object.assign((t: Toastify['toast']) => void t[kind](message, { ...options, toastId }), { toastId }));
  return toastId;
}

/** A toast still waiting for the library is dropped, not shown and then removed. */
function dismiss(id?: Id): void {
  if (id !== undefined) {
    const at = waiting.findIndex((call) => call.toastId === id);
    if (at >= 0) return void waiting.splice(at, 1);
  } else {
    waiting.length = 0;
  }
  run((t) => t.dismiss(id));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  warn: (message: string, options?: ToastOptions) => show('warning', message, options),
  dismiss,
};

export type ToastId = Id;
