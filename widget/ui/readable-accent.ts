// The owner's accent made readable where the widget draws it as text or a thin line on its own background
// (issue 27: the demo's brown on the dark theme's navy read 1.97:1 for links and text buttons). The colours
// are the ones the page really set (any CSS colour, `light-dark()` included), read back from the browser,
// so no palette is assumed: when the accent falls short of WCAG's 4.5:1 against the background, the text
// accent is the same hue moved towards white (on a dark background) or black until it passes. Filled
// buttons keep the owner's colour; only their text changes, to black or white, if the owner's text colour
// fails on it.

type Rgb = [number, number, number];

const AA = 4.5;

const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/;

/**
 * A colour the browser computed as 8-bit sRGB: `rgb(…)` read directly, another space (`oklch(…)`, `color(…)`,
 * which Chromium keeps in computed values) drawn on a 1×1 canvas. Transparent answers nothing.
 */
function toRgb(doc: Document, color: string): Rgb | undefined {
  const match = RGB.exec(color);
  if (match) {
    const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
    return alpha === 0 ? undefined : [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (!/^[a-z-]+\(/.test(color) || color.startsWith('var(')) return undefined;
  const canvas = doc.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
  return alpha === 0 ? undefined : [r, g, b];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed towards white or black (whichever the background leaves room for) until it reads on `bg`. */
export function readableOn(color: Rgb, bg: Rgb): Rgb {
  if (contrast(color, bg) >= AA) return color;
  const target: Rgb = luminance(bg) < 0.18 ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 20; step++) {
    const share = step / 20;
    const mixed = color.map((c, i) => Math.round(c + ((target[i] ?? 0) - c) * share)) as Rgb;
    // A little above the bar: axe and browsers round differently.
    if (contrast(mixed, bg) >= AA + 0.05) return mixed;
  }
  return target;
}

const css = ([r, g, b]: Rgb) => `rgb(${r} ${g} ${b})`;

/**
 * The computed colours of custom properties, resolved in the container's context (theme, colour scheme).
 * Every probe is in place before the first is read: one style recalculation for all of them, not one each.
 */
function computed(container: HTMLElement, properties: readonly string[]): Array<Rgb | undefined> {
  const doc = container.ownerDocument;
  const probes = properties.map((property) => {
    const probe = doc.createElement('span');
    probe.style.color = `var(${property})`;
    return probe;
  });
  container.append(...probes);
  const colors = probes.map((probe) => doc.defaultView?.getComputedStyle(probe).color ?? '');
  for (const probe of probes) probe.remove();
  return colors.map((color) => (color ? toRgb(doc, color) : undefined));
}

/**
 * Sets `--dc-accent-on-bg` (the accent for text, links and focus rings) and `--dc-on-accent` (the text on
 * filled accent buttons) on the container, each only when the owner's colours fail; else removes them.
 */
export function applyReadableAccent(container: HTMLElement): void {
  try {
    adjust(container);
  } catch {
    // An engine without computed colours or a canvas: the owner's colours stay as they are.
  }
}

function adjust(container: HTMLElement): void {
  const { style } = container;
  style.removeProperty('--dc-accent-on-bg');
  style.removeProperty('--dc-on-accent');
  const [accent, bg, onAccent] = computed(container, ['--dc-accent', '--dc-bg', '--dc-accent-text']);
  if (!accent || !bg) return;
  if (contrast(accent, bg) < AA) style.setProperty('--dc-accent-on-bg', css(readableOn(accent, bg)));
  if (onAccent && contrast(onAccent, accent) < AA) {
    const white: Rgb = [255, 255, 255];
    const black: Rgb = [0, 0, 0];
    style.setProperty(
      '--dc-on-accent',
      css(contrast(white, accent) >= contrast(black, accent) ? white : black),
    );
  }
}

/** Applies it again whenever the shopper's colour scheme changes; answers the unsubscribe. */
export function followReadableAccent(container: HTMLElement): () => void {
  const media = container.ownerDocument.defaultView?.matchMedia?.('(prefers-color-scheme: dark)');
  const again = () => applyReadableAccent(container);
  media?.addEventListener?.('change', again);
  return () => media?.removeEventListener?.('change', again);
}
