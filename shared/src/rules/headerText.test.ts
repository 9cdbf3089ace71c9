import { describe, expect, it } from 'vitest';
import { escapeForLog, hasLineBreak, headerBoundFieldNames } from './headerText.ts';

describe('header-bound text', () => {
  it('finds CR, LF and Unicode line separators, not ordinary text', () => {
    for (const bad of ['a\nb', 'a\rb', 'a\r\nBcc: x@example.com', 'a\u2028b', 'a\u0085b']) expect(hasLineBreak(bad), JSON.stringify(bad)).toBe(true);
    expect(hasLineBreak('Autumn drop: 20 % off — hoodies')).toBe(false);
  });
  it('names the fields that reach headers', () => {
    expect([...headerBoundFieldNames]).toEqual(expect.arrayContaining(['subject', 'fName', 'lName', 'fullName']));
  });
  it('escapes a value to one log line', () => {
    expect(escapeForLog('Hi\r\nBcc: x\u2028y\tz')).toBe('Hi\\r\\nBcc: x\\u2028y\\tz');
    expect(escapeForLog('plain "quoted"')).toBe('plain \\"quoted\\"');
  });
});
