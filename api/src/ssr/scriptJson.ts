/**
 * JSON for a `<script type="application/json">` block: `<`, `>`, `&` and the JS line separators
 * are written as \u escapes, so no value (a product title holding `</script>`) can end the block.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
