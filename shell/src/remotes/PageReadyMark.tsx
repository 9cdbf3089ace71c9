import { useEffect } from 'react';

/**
 * Marks the document once the main area is live (hydrated or rendered): `<html data-hydrated>`.
 * Server HTML is visible before it can respond to a click; the browser journeys wait for this mark,
 * and it is the moment to measure "interactive" from. Renders nothing, so it cannot mismatch.
 */
export function PageReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
