import { describe, expect, it } from 'vitest';
import { iconSprite, iconSymbol } from './iconSprite.ts';
import { iconTable, type IconName } from '../src/icons/iconTable.ts';

describe('the icon sprite', () => {
  it('holds one drawn symbol per icon of the table', () => {
    const sprite = iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 \d+ \d+">/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(iconTable).map((n) => `icon-${n}`));
    for (const name of Object.keys(iconTable) as IconName[]) expect(iconSymbol(name)).toMatch(/<(path|polyline|line|circle|rect|polygon)\b/);
  });

  it('keeps the drawing paint: stroked outline icons stay stroked, brand icons filled', () => {
    expect(iconSymbol('heart')).toContain('stroke="currentColor"');
    expect(iconSymbol('heart')).toContain('fill="none"');
    expect(iconSymbol('facebook')).toContain('fill="currentColor"');
  });

  it('takes no room and is hidden from assistive technology', () => {
    expect(iconSprite()).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*style="position:absolute;width:0;height:0;overflow:hidden">/);
  });
});
