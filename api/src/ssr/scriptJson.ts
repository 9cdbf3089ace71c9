const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for a `<script type="application/json">` block: `<`, `>`, `&` and the JS line separators
 * are written as \u escapes, so no value (a product title holding `</script>`) can end the block.
 * One pass over the text: a page's data is tens of kilobytes, written on every render.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPED[c]!);
}
