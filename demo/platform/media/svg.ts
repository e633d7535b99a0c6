// Product pictures drawn on the fly: each media id (`classic-white-mug.svg`, `organic-cotton-tee--red.svg`)
// becomes an 800×800 SVG with a colour derived from the name and the product's name as a label, so the
// emulator needs no image files and no network.
import { createHash } from 'node:crypto';

const NAMED_COLOURS: Record<string, string> = {
  black: '#222222',
  white: '#eeeeee',
  red: '#c0392b',
  sage: '#9caf88',
  clay: '#b66a50',
  sky: '#87a9c9',
  olive: '#6b7b3a',
  navy: '#1f2f4f',
};

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function words(id: string): { label: string; colour: string } {
  const stem = id.replace(/\.[a-z]+$/i, '');
  const [base = stem, variant] = stem.split('--');
  const label = base
    .replace(/^collection-/, '')
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
  const hue = Number.parseInt(createHash('sha1').update(base).digest('hex').slice(0, 4), 16) % 360;
  const colour = (variant && NAMED_COLOURS[variant]) || `hsl(${hue} 45% 62%)`;
  return { label: variant ? `${label} (${variant})` : label, colour };
}

export function productSvg(id: string): string {
  const { label, colour } = words(id);
  const lines = label.match(/.{1,18}(\s|$)/g)?.map((l) => l.trim()) ?? [label];
  const text = lines
    .slice(0, 3)
    .map((l, i) => `<tspan x="400" dy="${i === 0 ? 0 : 56}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(label)}">
<rect width="800" height="800" fill="#f7f4ef"/>
<rect x="120" y="120" width="560" height="420" rx="48" fill="${colour}"/>
<circle cx="400" cy="330" r="110" fill="#ffffff" fill-opacity="0.35"/>
<text x="400" y="640" font-family="system-ui, sans-serif" font-size="44" text-anchor="middle" fill="#333333">${text}</text>
</svg>`;
}
