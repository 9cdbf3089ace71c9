/**
 * Text that ends up in an e-mail header (a subject, a person's name) must be one line: a CR or LF
 * in it could start another header (issue #24). Unicode line separators count too, since some
 * mail and log tools break lines on them.
 */
const lineBreak = /[\r\n\u0085\u2028\u2029]/;

export const hasLineBreak = (text: string): boolean => lineBreak.test(text);

/** Field names whose text is header-bound wherever they appear in a request body. */
export const headerBoundFieldNames: ReadonlySet<string> = new Set(['subject', 'name', 'fullName', 'fName', 'lName', 'firstName', 'lastName']);

/** A value for a log line: control characters and line separators as escapes, so it stays one line. */
export function escapeForLog(text: string): string {
  return JSON.stringify(text).slice(1, -1).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
