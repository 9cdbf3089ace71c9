/**
 * The payment page's scripts against their inventory (PCI DSS 6.4.3 / 11.6.1): what the tamper
 * check reports, as plain data, so the server, the e-mail and the back office say the same thing.
 */
export interface InventoriedScript {
  /** the URL path the page loads it from (/assets/x.js, /mfe/checkout/…/remoteEntry.js) */
  url: string;
  /** sha384-… as recorded when its version was stored */
  integrity: string;
}

export interface ObservedScript {
  url: string;
  /** what the page declares for it (integrity attribute or import map); null: nothing */
  declared: string | null;
  /** sha384-… of the bytes served; null: it could not be fetched */
  served: string | null;
}

export type ScriptChange = 'content-changed' | 'not-inventoried' | 'integrity-not-declared' | 'integrity-differs' | 'unreachable' | 'header-changed' | 'header-missing';

export interface ScriptDifference {
  /** the file's URL path, or the header's name */
  file: string;
  change: ScriptChange;
  expected: string | null;
  found: string | null;
}

/**
 * Every script the page loads must be inventoried, declare the inventory's hash, and be served with
 * exactly those bytes. A file of the inventory the page does not load is no risk and not reported.
 */
export function compareScripts(inventory: readonly InventoriedScript[], observed: readonly ObservedScript[]): ScriptDifference[] {
  const byUrl = new Map(inventory.map((s) => [s.url, s.integrity]));
  const out: ScriptDifference[] = [];
  for (const s of observed) {
    const expected = byUrl.get(s.url);
    if (!expected) {
      out.push({ file: s.url, change: 'not-inventoried', expected: null, found: s.served });
      continue;
    }
    if (s.declared === null) out.push({ file: s.url, change: 'integrity-not-declared', expected, found: null });
    else if (s.declared !== expected) out.push({ file: s.url, change: 'integrity-differs', expected, found: s.declared });
    if (s.served === null) out.push({ file: s.url, change: 'unreachable', expected, found: null });
    else if (s.served !== expected) out.push({ file: s.url, change: 'content-changed', expected, found: s.served });
  }
  return out;
}

/** A per-response nonce differs on every reply; it is not a change. */
const withoutNonce = (value: string) => value.replace(/'nonce-[^']+'/g, "'nonce'");

/** The security headers the payment page must carry, compared by value (header names in any case). */
export function compareHeaders(expected: Readonly<Record<string, string>>, found: Readonly<Record<string, string | undefined>>): ScriptDifference[] {
  const lower = new Map(Object.entries(found).map(([k, v]) => [k.toLowerCase(), v]));
  const out: ScriptDifference[] = [];
  for (const [name, value] of Object.entries(expected)) {
    const got = lower.get(name.toLowerCase());
    if (got === undefined) out.push({ file: name, change: 'header-missing', expected: value, found: null });
    else if (withoutNonce(got) !== withoutNonce(value)) out.push({ file: name, change: 'header-changed', expected: value, found: got });
  }
  return out;
}

const changeText: Record<ScriptChange, string> = {
  'content-changed': 'its content changed since it was inventoried',
  'not-inventoried': 'the page loads it but it is not in the inventory',
  'integrity-not-declared': 'the page loads it without an integrity check',
  'integrity-differs': 'the page declares a hash other than the inventory’s',
  unreachable: 'it could not be fetched',
  'header-changed': 'the header’s value changed',
  'header-missing': 'the header is missing',
};

/** One line per difference, for the owner's e-mail and the back office. */
export function describeDifference(d: ScriptDifference): string {
  return `${d.file}: ${changeText[d.change]}`;
}
