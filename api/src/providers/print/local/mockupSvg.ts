import { escapeHtml } from '@store/shared/rules';
import type { MockupShape } from './productKinds.ts';

/**
 * Generated product mock-ups, so the demo store looks like a store offline: a silhouette of the
 * product in its colour with the design's motif on it. Deterministic per URL, so cacheable forever.
 */
export interface MockupParams {
  shape: MockupShape;
  base: string; // '#rrggbb'
  accent: string;
  motif: number;
  view: string;
  label: string;
}

const shapes: Record<MockupShape, string> = {
  tee: 'M140 70 L200 50 Q250 80 300 50 L360 70 L440 140 L395 195 L360 170 L360 440 L140 440 L140 170 L105 195 L60 140 Z',
  hoodie: 'M150 80 Q200 20 250 30 Q300 20 350 80 L440 150 L400 205 L365 180 L365 445 L135 445 L135 180 L100 205 L60 150 Z',
  mug: 'M120 120 L340 120 L340 420 Q340 445 315 445 L145 445 Q120 445 120 420 Z M340 180 Q420 180 420 260 Q420 340 340 340 L340 310 Q390 310 390 260 Q390 210 340 210 Z',
  phone: 'M165 40 Q165 20 185 20 L315 20 Q335 20 335 40 L335 460 Q335 480 315 480 L185 480 Q165 480 165 460 Z',
  bag: 'M110 170 L390 170 L410 450 L90 450 Z M180 170 Q180 80 250 80 Q320 80 320 170 L300 170 Q300 105 250 105 Q200 105 200 170 Z',
  cap: 'M110 300 Q110 140 250 140 Q390 140 390 300 Z M90 300 L470 300 Q470 340 390 330 L90 330 Z',
  pillow: 'M90 90 Q250 60 410 90 Q440 250 410 410 Q250 440 90 410 Q60 250 90 90 Z',
  bottle: 'M205 40 L295 40 L295 110 Q345 140 345 200 L345 440 Q345 470 315 470 L185 470 Q155 470 155 440 L155 200 Q155 140 205 110 Z',
  frame: 'M80 80 L420 80 L420 420 L80 420 Z',
  shoe: 'M60 330 Q80 220 170 230 Q230 240 260 290 Q330 300 430 330 Q460 345 450 380 L60 380 Z',
  box: 'M100 100 Q100 80 120 80 L380 80 Q400 80 400 100 L400 420 Q400 440 380 440 L120 440 Q100 440 100 420 Z',
};

export function mockupPath(p: MockupParams): string {
  const hex = (c: string) => c.replace('#', '');
  return `/api/mockups/${p.shape}/${hex(p.base)}/${hex(p.accent)}/${p.motif}/${p.view}.svg?t=${encodeURIComponent(p.label)}`;
}

export function isShape(s: string): s is MockupShape {
  return s in shapes;
}

function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

function motifSvg(motif: number, accent: string, cx: number, cy: number): string {
  switch (motif % 6) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="55" fill="${accent}"/><rect x="${cx - 70}" y="${cy + 10}" width="140" height="8" fill="#fff" opacity=".7"/><rect x="${cx - 70}" y="${cy + 26}" width="140" height="8" fill="#fff" opacity=".5"/>`;
    case 1:
      return `<path d="M${cx - 70} ${cy + 40} L${cx - 20} ${cy - 40} L${cx + 10} ${cy} L${cx + 30} ${cy - 25} L${cx + 70} ${cy + 40} Z" fill="${accent}"/>`;
    case 2:
      return `<polygon points="${cx},${cy - 60} ${cx + 18},${cy - 18} ${cx + 60},${cy - 15} ${cx + 28},${cy + 12} ${cx + 38},${cy + 55} ${cx},${cy + 32} ${cx - 38},${cy + 55} ${cx - 28},${cy + 12} ${cx - 60},${cy - 15} ${cx - 18},${cy - 18}" fill="${accent}"/>`;
    case 3:
      return `<rect x="${cx - 55}" y="${cy - 55}" width="110" height="110" rx="18" fill="none" stroke="${accent}" stroke-width="14"/><circle cx="${cx}" cy="${cy}" r="22" fill="${accent}"/>`;
    case 4:
      return `<path d="M${cx - 70} ${cy} Q${cx - 35} ${cy - 50} ${cx} ${cy} T${cx + 70} ${cy}" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/><path d="M${cx - 70} ${cy + 30} Q${cx - 35} ${cy - 20} ${cx} ${cy + 30} T${cx + 70} ${cy + 30}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" opacity=".6"/>`;
    default:
      return `<path d="M${cx} ${cy + 50} C${cx - 80} ${cy} ${cx - 40} ${cy - 60} ${cx} ${cy - 25} C${cx + 40} ${cy - 60} ${cx + 80} ${cy} ${cx} ${cy + 50} Z" fill="${accent}"/>`;
  }
}


/**
 * The SVG for one mock-up. `width` sets the rendered size; a low `quality` (≤ 30, the blur
 * placeholder) drops the detail and text, so the placeholder is a few hundred bytes.
 */
export function renderMockup(p: MockupParams & { width: number; quality: number }): string {
  const lowDetail = p.quality <= 30;
  const dark = luminance(p.base) < 0.5;
  const stroke = dark ? '#00000055' : '#00000022';
  const background = p.view === 'detail' ? '#eef2f0' : '#f6f6f4';
  const { cx, cy } = p.shape === 'cap' ? { cx: 250, cy: 230 } : p.shape === 'shoe' ? { cx: 200, cy: 320 } : { cx: 250, cy: 250 };
  const scale = p.view === 'detail' ? 'transform="translate(-250 -250) scale(2)"' : '';
  const label = lowDetail
    ? ''
    : `<text x="250" y="${p.shape === 'cap' || p.shape === 'shoe' ? 470 : 360}" text-anchor="middle" font-family="Verdana, sans-serif" font-size="22" font-weight="700" fill="${dark ? '#ffffff' : '#222222'}">${escapeHtml(p.label.slice(0, 28))}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500" width="${p.width}" height="${p.width}">` +
    `<rect width="500" height="500" fill="${background}"/>` +
    `<g ${scale}><path d="${shapes[p.shape]}" fill="${p.base}" stroke="${stroke}" stroke-width="3" fill-rule="evenodd"/>` +
    (lowDetail ? '' : motifSvg(p.motif, p.accent, cx, cy - 20)) +
    label +
    `</g></svg>`
  );
}
