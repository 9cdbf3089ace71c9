/**
 * The few things a journey asks of a browser, whatever the engine: the journeys (journeys/*.ts)
 * speak to `Shopper` (shopper.ts), which is built on these primitives only. Elements are addressed
 * by a CSS selector that the in-page finder (inPage.ts) has made unique, so every adapter clicks and
 * types with its engine's own native input (real pointer and key events, as a shopper makes).
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Driver {
  readonly engine: Engine;
  /** Loads an absolute URL and returns when the load event has fired. */
  goto(url: string): Promise<void>;
  /** A full reload of the current document. */
  reload(): Promise<void>;
  /** Evaluates a JavaScript expression in the page and returns its JSON-serialisable value. */
  run<T>(expression: string): Promise<T>;
  /** Clicks the middle of the element that `css` selects (scrolled into view first). */
  click(css: string): Promise<void>;
  /** Types into the focused-by-click element that `css` selects, key by key. */
  type(css: string, text: string): Promise<void>;
  /** Presses one key on the focused element. */
  press(key: 'Enter' | 'Escape' | 'Backspace'): Promise<void>;
  /** Picks the option with this value in the <select> that `css` selects. */
  select(css: string, value: string): Promise<void>;
  /** Resizes the viewport (WebKitGTK's window cannot be narrower than its toolbar: see notes/engines.md). */
  viewport(width: number, height: number): Promise<void>;
  url(): Promise<string>;
  /** Ends the shopper's session: a fresh one has an empty localStorage and no cookies. */
  close(): Promise<void>;
}

/** A browser launched once per worker, handing out a fresh, isolated session per journey. */
export interface Launcher {
  newDriver(): Promise<Driver>;
  close(): Promise<void>;
}
