/**
 * At most `max` long XML files streamed at once by this instance: each one reads the catalogue
 * from the database for seconds, and a crawler asking for many at once must not starve the shop.
 * Past the bound the caller answers 503 with Retry-After.
 */
export function streamSlots(max: number) {
  let busy = 0;
  return {
    /** a release function, or null when every slot is taken */
    take(): (() => void) | null {
      if (busy >= max) return null;
      busy += 1;
      let released = false;
      return () => {
        if (!released) busy -= 1;
        released = true;
      };
    },
    busy: () => busy,
  };
}
