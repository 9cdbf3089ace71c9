// Small UI kit shared by the remotes (bundled into each; it holds no state of its own).
export * from './usePageMeta.ts';
