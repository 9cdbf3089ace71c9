export * from './types.ts';
export * from './storage.ts';
export * from './events.ts';
export * from './guest.ts';
export * from './store/session.ts';
export * from './store/favouritesCart.ts';
export * from './api/client.ts';
export type * from './api/apiTypes.ts';
export * from './api/messages.ts';
export * from './query.ts';
// Pure rules are not here: each area bundles the ones it uses from `@store/shared/rules`. Two are
// the exception, because the singleton needs them itself and they would otherwise travel twice:
// the category tree (menus, category strip, listings) and the product URL (the route table).
export * from './rules/categories.ts';
export * from './rules/slug.ts';
export * from './store-info.ts';
export * from './provider.ts';

// Counts evaluations of this module in the page: Module Federation must share it as a singleton,
// so the browser journeys expect exactly 1 however many remotes are loaded.
const g = globalThis as { __storeSharedEvaluations?: number };
g.__storeSharedEvaluations = (g.__storeSharedEvaluations ?? 0) + 1;
export * from './routes.ts';
export * from './publicOrigin.ts';
export * from './navigation.ts';
export * from './serverState.ts';
// UI that uses the router belongs to the singleton, with the router it reads (navigation.ts).
export * from './ui/ErrorScreen.tsx';
export * from './ui/CategoryStrip.tsx';
// The page's head: a context the server renderer collects through, so it must be one instance.
export * from './ui/usePageMeta.ts';
export * from './ui/useNotFound.ts';
// Toasts: one queue and one container for every area, react-toastify loaded on first use.
export * from './ui/toast.ts';
export * from './ui/Toaster.tsx';
