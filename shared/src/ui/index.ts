// Small UI kit shared by the remotes (bundled into each; it holds no state of its own).
// Its styles are in ui.css, loaded once by the shell (and by each remote's standalone entry).
export * from './Spinner.tsx';
export * from './Modal.tsx';
export * from './Pagination.tsx';
export * from './Field.tsx';
export * from './DataTable.tsx';
export * from './PageStates.tsx';
export * from './SocialLinks.tsx';
export * from './countryRegions.ts';
export * from './useMediaQuery.ts';
export * from './useHydrated.ts';
export * from './useFocusTrap.ts';
export * from './useScrollToTopOnChange.ts';
export * from './useAutoRotation.ts';
export * from './RotationToggle.tsx';
// ErrorScreen and CategoryStrip use the router, so they live in the shared singleton (see
// ../index.ts): a copy bundled into a remote would read a router of its own.
