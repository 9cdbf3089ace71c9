/**
 * The featured image of a blog post, drawn from its title (no image files to store or ship).
 * Colours come from a hash of the slug, so one post always gets the same picture.
 */
import { escapeHtml } from '@store/shared/rules';

const palettes: [string, string, string][] = [
  ['#1d3557', '#457b9d', '#f1faee'],
  ['#2b2d42', '#ef233c', '#edf2f4'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#3d405b', '#e07a5f', '#f4f1de'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
  ['#003049', '#d62828', '#fcbf49'],
  ['#283618', '#606c38', '#fefae0'],
  ['#432818', '#bb9457', '#ffe6a7'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export function renderBlogImage(slug: string, title: string, topic: string): string {
  const h = hash(slug);
  const [dark, mid, light] = palettes[h % palettes.length]!;
  const lines = wrapWords(title, 26, 3);
  const firstY = 330 - (lines.length - 1) * 34;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (h >>> (i * 3)) % 1200;
    const y = (h >>> (i * 2 + 5)) % 630;
    const r = 60 + ((h >>> i) % 140);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${mid}" opacity="${(0.15 + i * 0.05).toFixed(2)}"/>`;
  }).join('');
  const text = lines
    .map((l, i) => `<text x="80" y="${firstY + i * 68}" font-size="56" font-weight="700" fill="${light}">${escapeHtml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeHtml(title)}">`
    + `<rect width="1200" height="630" fill="${dark}"/>${circles}`
    + `<rect x="80" y="120" width="${44 + topic.length * 19}" height="44" rx="22" fill="${mid}"/>`
    + `<text x="102" y="150" font-size="24" font-family="system-ui, sans-serif" fill="${light}" letter-spacing="2">${escapeHtml(topic.toUpperCase())}</text>`
    + `<g font-family="Georgia, 'Times New Roman', serif">${text}</g>`
    + `<rect x="80" y="540" width="120" height="8" rx="4" fill="${light}"/>`
    + `</svg>`;
}
