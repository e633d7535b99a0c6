// Media identifiers to addresses (protocol §10), with the same results as the SDK's `media` helpers.

export const WIX_IMAGE_URL = 'https://static.wixstatic.com/media/';
const WIX_SHAPES_URL = 'https://static.wixstatic.com/shapes/';

export interface ImageAddress {
  id: string;
  url: string;
  width: number;
  height: number;
  altText?: string;
  filename?: string;
}

const decode = (text: string | undefined) => (text ? decodeURIComponent(text) : undefined);

/** Splits `wix:<kind>://v1/<id>[/<name>][#k=v&…]` (or the legacy `<kind>://v1/…`). */
export function parseMediaId(
  value: string,
  kind: string,
): { id: string; name?: string; hash: URLSearchParams } {
  const prefix = `${kind}://v1/`;
  const body = value.startsWith(`wix:${prefix}`)
    ? value.slice(4 + prefix.length)
    : value.startsWith(prefix)
      ? value.slice(prefix.length)
      : undefined;
  if (body === undefined) throw new TypeError(`Not a wix:${kind} identifier: ${value}`);
  const [path = '', hash = ''] = body.split('#');
  const [id = '', name] = path.split('/');
  const parsed: { id: string; name?: string; hash: URLSearchParams } = {
    id,
    hash: new URLSearchParams(hash),
  };
  const decoded = decode(name);
  if (decoded) parsed.name = decoded;
  return parsed;
}

function baseImage(value: string, base: string): ImageAddress {
  if (value.startsWith(base)) {
    const id = value.slice(base.length).split('/')[0] ?? '';
    const width = Number(/\/w_(\d+)/.exec(value)?.[1] ?? Number.NaN);
    const height = Number(/,h_(\d+)/.exec(value)?.[1] ?? Number.NaN);
    return { id, url: `${base}${id}`, width, height };
  }
  const { id, name, hash } = parseMediaId(value, 'image');
  const image: ImageAddress = {
    id,
    url: `${base}${id}`,
    width: Number(hash.get('originWidth')),
    height: Number(hash.get('originHeight')),
  };
  if (name) {
    image.altText = name;
    image.filename = name;
  }
  return image;
}

/** `wix:image://v1/<id>/<name>#originWidth=W&originHeight=H` (or a static.wixstatic.com URL) to its address. */
export const getImageUrl = (value: string): ImageAddress => baseImage(value, WIX_IMAGE_URL);
export const getShapeUrl = (value: string): ImageAddress => baseImage(value, WIX_SHAPES_URL);

/** The identifier the SDK builds from a wire image object (protocol §2.5); just `url` without an id. */
export function toWixImage(image: {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  altText?: string;
  filename?: string;
}): string {
  if (!image.id) return image.url ?? '';
  const name = image.filename ?? image.altText;
  return `wix:image://v1/${image.id}${name ? `/${encodeURIComponent(name)}` : ''}#originWidth=${image.width}&originHeight=${image.height}`;
}

/** A resized copy that fills `width`×`height` (cropping the overflow). */
export function getScaledToFillImageUrl(value: string, width: number, height: number): string {
  const image = getImageUrl(value);
  return `${image.url}/v1/fill/w_${Math.round(width)},h_${Math.round(height)},al_c/${encodeURIComponent(image.filename ?? image.id)}`;
}

/** A resized copy that fits inside `width`×`height` (keeping the whole image). */
export function getScaledToFitImageUrl(value: string, width: number, height: number): string {
  const image = getImageUrl(value);
  return `${image.url}/v1/fit/w_${Math.round(width)},h_${Math.round(height)}/${encodeURIComponent(image.filename ?? image.id)}`;
}
