/**
 * Text and attribute values for XML the server writes (sitemaps, the product feed). XML 1.0 cannot
 * carry most control characters, lone surrogates or U+FFFE/U+FFFF even escaped: a feed holding one
 * is refused whole by its reader, so they are removed, then the five markup characters escaped.
 */
const notXmlChar = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const entity: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** True for text with nothing to change (most of a feed's values): one scan instead of two replaces. */
const plain = /^[^&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uD800-\uDFFF\uFFFE\uFFFF]*$/;

export function xmlText(value: string): string {
  if (plain.test(value)) return value;
  return value.replace(notXmlChar, '').replace(/[&<>"']/g, (c) => entity[c]!);
}
