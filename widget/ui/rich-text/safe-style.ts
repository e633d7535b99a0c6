// The only style values a description may set on text: colours as hex or rgb() and font sizes in px or em
// within bounds, so merchant content can neither smuggle CSS (`url(…)`, `expression(…)`) nor blow text up
// past the popover it sits in.
import type { CSSProperties } from 'react';
import type { Decoration } from '../../../src/types/rich-content.ts';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`\s*\d{1,3}(?:\.\d+)?%?\s*`;
const ALPHA = String.raw`\s*(?:\d?\.\d+|[01]|\d{1,3}%)\s*`;
const RGB = new RegExp(`^rgba?\\((?:${CHANNEL},${CHANNEL},${CHANNEL}(?:,${ALPHA})?)\\)$`, 'i');

/** A colour when it is `#rgb[a]`, `#rrggbb[aa]` or `rgb[a](r, g, b[, a])`; anything else is dropped. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  return HEX.test(color) || RGB.test(color) ? color : undefined;
}

/** Font sizes are clamped into what reads well in the widget: 8–48 px, 0.5–3 em. */
export const FONT_SIZE_BOUNDS = { PX: [8, 48], EM: [0.5, 3] } as const;

/** A font size in px (the default unit) or em, clamped into bounds; non-numbers and other units are dropped. */
export function safeFontSize(data: Decoration['fontSizeData']): string | undefined {
  const value = data?.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const unit = data?.unit ?? 'PX';
  if (unit !== 'PX' && unit !== 'EM') return undefined;
  const [min, max] = FONT_SIZE_BOUNDS[unit];
  return `${Math.min(max, Math.max(min, value))}${unit.toLowerCase()}`;
}

/** The inline style of a text run: its safe colours and font size, or `undefined` when it has none. */
export function textStyle(decorations: readonly Decoration[]): CSSProperties | undefined {
  const style: CSSProperties = {};
  for (const decoration of decorations) {
    if (decoration.type === 'COLOR') {
      const color = safeColor(decoration.colorData?.foreground);
      const background = safeColor(decoration.colorData?.background);
      if (color) style.color = color;
      if (background) style.backgroundColor = background;
    } else if (decoration.type === 'FONT_SIZE') {
      const size = safeFontSize(decoration.fontSizeData);
      if (size) style.fontSize = size;
    }
  }
  return Object.keys(style).length > 0 ? style : undefined;
}
