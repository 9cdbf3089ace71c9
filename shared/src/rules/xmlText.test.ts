import { describe, expect, it } from 'vitest';
import { xmlText } from './xmlText.ts';

describe('xmlText', () => {
  it('escapes the five markup characters', () => {
    expect(xmlText(`Tom & Jerry's <"Best"> Tee`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;Best&quot;&gt; Tee');
  });
  it('drops characters XML 1.0 cannot carry, keeps tab, newlines and astral characters', () => {
    expect(xmlText('a\u0000b\u0008c\u000Bd\u001Fe\u007Ff\uFFFEg')).toBe('abcdefg');
    expect(xmlText('line\n\tnext\r')).toBe('line\n\tnext\r');
    expect(xmlText('mug ☕ 😀')).toBe('mug ☕ 😀');
  });
  it('drops lone surrogates only', () => {
    expect(xmlText('a\uD83Db')).toBe('ab');
    expect(xmlText('a\uDE00b')).toBe('ab');
    expect(xmlText('\uD83D\uDE00')).toBe('😀');
  });
});
