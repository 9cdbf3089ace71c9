import { Resvg } from '@resvg/resvg-js';

/**
 * An SVG as a PNG `width` pixels wide (height by its aspect ratio), with the machine's fonts for its
 * text. resvg reads no file and fetches nothing an SVG names, so a picture renders only what it holds.
 */
export function svgToPng(svg: string | Buffer, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng();
}
