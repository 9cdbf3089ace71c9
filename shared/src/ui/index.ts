// Small UI kit shared by the remotes (bundled into each; it holds no state of its own).
// Its styles are in ui.css, loaded once by the shell (and by each remote's standalone entry).
export * from './usePageMeta.ts';
export * from './Spinner.tsx';
export * from './Modal.tsx';
export * from './Pagination.tsx';
export * from './ErrorScreen.tsx';
export * from './CategoryStrip.tsx';
export * from './useMediaQuery.ts';
export * from './useFocusTrap.ts';
