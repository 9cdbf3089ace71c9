/**
 * Code that runs inside the page, the same in every engine. Functions are sent as source text
 * (Function.prototype.toString); a `__name` shim is put in front because the TypeScript loaders
 * (tsx, esbuild with keepNames) insert calls to it that the page does not define.
 */

/** What a journey points at: a CSS selector, narrowed by accessible name and an enclosing element. */
export interface Target {
  css: string;
  /** exact accessible name, or a pattern it must match */
  name?: string | RegExp;
  within?: Target;
  /** which of the matches, after the filters (default 0) */
  nth?: number;
}

interface WireTarget {
  css: string;
  name?: string | { source: string; flags: string };
  within?: WireTarget;
  nth?: number;
}

const toWire = (t: Target): WireTarget => ({
  css: t.css,
  name: t.name instanceof RegExp ? { source: t.name.source, flags: t.name.flags } : t.name,
  within: t.within && toWire(t.within),
  nth: t.nth,
});

/** A call of `fn` on JSON arguments, as an expression any driver can evaluate. */
export function call(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  const list = args.map((a) => JSON.stringify(a)).join(', ');
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${list}); })()`;
}

export interface Found {
  /** a selector that now selects this element alone, or null when none matches yet */
  selector: string | null;
  /** how many elements matched the CSS before the name filter: says why nothing was found */
  candidates: number;
  enabled: boolean;
  text: string;
  /** when nothing matches: the names of some elements the CSS alone selects (for the error) */
  near?: string[];
}

/**
 * Finds the target among the visible elements and tags it, so a native click or key press can
 * address it by a unique selector. A small accessible-name rule (aria-labelledby, aria-label,
 * <label>, <legend>, text) is enough for the store's markup.
 */
export function locate(target: WireTarget, tag: string): Found {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) return norm(ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm([...labels].map((l) => l.textContent).join(' '));
    if (el.tagName === 'FIELDSET') return norm(el.querySelector('legend')?.textContent);
    return norm(el.textContent);
  };
  const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const matches = (el: Element, t: WireTarget) => {
    if (t.name === undefined) return true;
    const name = nameOf(el);
    return typeof t.name === 'string' ? name === t.name : new RegExp(t.name.source, t.name.flags).test(name);
  };
  const all = (t: WireTarget): { els: Element[]; raw: Element[] } => {
    const roots: ParentNode[] = t.within ? all(t.within).els : [document];
    const raw = roots.flatMap((r) => [...r.querySelectorAll(t.css)]).filter(visible);
    const els = raw.filter((el) => matches(el, t));
    return { els: t.nth === undefined ? els : els.slice(t.nth, t.nth + 1), raw };
  };
  const { els, raw } = all(target);
  const candidates = raw.length;
  const el = els[0];
  if (!el) return { selector: null, candidates, enabled: false, text: '', near: raw.slice(0, 12).map((e) => nameOf(e).slice(0, 40)) };
  document.querySelectorAll(`[data-engine-target]`).forEach((old) => old.removeAttribute('data-engine-target'));
  el.setAttribute('data-engine-target', tag);
  return {
    selector: `[data-engine-target="${tag}"]`,
    candidates,
    enabled: !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
    text: norm((el as HTMLElement).innerText ?? el.textContent),
  };
}

/** The page's rendered text (what a shopper can read), whitespace folded. */
export function pageText(): string {
  return document.body.innerText.replace(/\s+/g, ' ');
}

export const wire = toWire;

/**
 * Scrolls the tagged element to the middle of the window and says what a tap on its centre would
 * hit: '' when the element itself, else a short description of what covers it (a toast, a
 * modal's backdrop). A shopper waits for the toast to go; so does a journey.
 */
export function coveredBy(selector: string): string {
  const el = document.querySelector(selector);
  if (!el) return 'gone';
  el.scrollIntoView({ block: 'center', inline: 'center' });
  // a link's first line box: a title wrapped over two lines has whitespace at its box's centre
  const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!top || el === top || el.contains(top)) return '';
  return `${top.tagName.toLowerCase()}${top.className && typeof top.className === 'string' ? `.${top.className.split(' ')[0]}` : ''}`;
}
