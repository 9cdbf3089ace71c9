export interface RenderGate {
  /** a release function when a render may start now, null when `max` are already running */
  tryEnter(): (() => void) | null;
  running(): number;
}

/**
 * A bound on concurrent server renders (#24 item 3). Past it a page is not queued: the caller answers
 * at once with the client-rendered page (the document template with its defaults), which costs little, so a
 * flood of new URLs cannot take the event loop away from cached pages and the API.
 */
export function renderGate(max: number): RenderGate {
  let running = 0;
  return {
    tryEnter() {
      if (running >= max) return null;
      running++;
      let released = false;
      return () => {
        if (!released) running--;
        released = true;
      };
    },
    running: () => running,
  };
}
