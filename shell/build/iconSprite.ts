// Build time only: draws each icon of src/icons/iconTable.ts with react-icons and turns it into a
// <symbol>, for one hidden <svg> at the top of index.html's body (outside React's root, so
// hydration never touches it). <use href="#icon-…"> in Icon.tsx draws it with the text colour.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as fi from 'react-icons/fi';
import * as lu from 'react-icons/lu';
import * as fa6 from 'react-icons/fa6';
import { iconId, iconTable, type IconName } from '../src/icons/iconTable.ts';

const sets: Record<string, Record<string, unknown>> = { fi, lu, fa6 };
// The drawing's own attributes that the symbol must keep (size and namespace come from <use>'s svg).
const kept = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];

export function iconSymbol(name: IconName): string {
  const [set, exportName] = iconTable[name];
  const component = sets[set]?.[exportName] as ComponentType | undefined;
  if (typeof component !== 'function') throw new Error(`icon "${name}": react-icons/${set} has no ${exportName}`);
  const markup = renderToStaticMarkup(createElement(component));
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`icon "${name}": unexpected markup`);
  const attrs = Object.fromEntries([...match[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (!attrs.viewBox) throw new Error(`icon "${name}": no viewBox`);
  const paint = kept.filter((a) => attrs[a] !== undefined).map((a) => ` ${a}="${attrs[a]}"`).join('');
  return `<symbol id="${iconId(name)}" viewBox="${attrs.viewBox}"><g${paint}>${match[2]}</g></symbol>`;
}

/** The sprite: every icon of the table, in one hidden <svg> that takes no space. */
export function iconSprite(): string {
  const symbols = (Object.keys(iconTable) as IconName[]).map(iconSymbol).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols}</svg>`;
}
