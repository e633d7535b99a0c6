// Which addresses a product description may use. The description is merchant content replayed inside
// the host's page, so nothing in it may run script (`javascript:`, `data:`), and nothing it loads by
// itself (images, video, audio, files) may come from anywhere but the platform's media host.
import type { LinkRel, LinkTarget } from '../../../src/types/rich-content.ts';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The absolute address of a link when it is http(s) or mailto, else `undefined` (shown as plain text). */
export function safeLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  let url: URL;
  try {
    // Absolute only: a relative address would resolve against the host page, not the store.
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}

const TARGETS: Record<LinkTarget, string> = {
  SELF: '_self',
  BLANK: '_blank',
  PARENT: '_parent',
  TOP: '_top',
};

/** The `target` attribute for a link target the platform declares; anything else opens in place. */
export function linkTarget(target: unknown): string | undefined {
  return typeof target === 'string' && Object.hasOwn(TARGETS, target)
    ? TARGETS[target as LinkTarget]
    : undefined;
}

/** `noopener noreferrer` always (the page we open gets neither our window nor our address), plus the SEO hints the merchant set. */
export function linkRel(rel: LinkRel | undefined): string {
  const hints = (['nofollow', 'sponsored', 'ugc'] as const).filter((hint) => rel?.[hint] === true);
  return ['noopener', 'noreferrer', ...hints].join(' ');
}

/** The platform's media host: media ids resolve under `href`; absolute media addresses must share `origin`. */
export interface MediaBase {
  href: string;
  origin: string;
}

/** Checks the media base a developer configured; a wrong one is a programming error, named as such. */
export function toMediaBase(value: string): MediaBase {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`[dropcart] mediaBase must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(`[dropcart] mediaBase must be an absolute http(s) URL, got "${value}"`);
  const href = url.href.endsWith('/') ? url.href : `${url.href}/`;
  return { href, origin: url.origin };
}

/** An absolute address when it is on the media host, else `undefined`. */
export function mediaAddress(value: unknown, media: MediaBase): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.origin === media.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The address of a media file: a media id becomes `<mediaBase><id>`, an absolute `url` counts only on the
 * media host. Private files have no public address.
 */
export function mediaSource(
  source:
    | { id?: string | null; url?: string | null; custom?: string | null; private?: boolean | null }
    | undefined,
  media: MediaBase,
): string | undefined {
  if (!source || typeof source !== 'object' || source.private === true) return undefined;
  const id = nonEmpty(source.id) ?? nonEmpty(source.custom);
  if (id) {
    // An "id" that is really an address (`javascript:…`, `https://elsewhere/…`, `//elsewhere/…`) is one.
    if (HAS_SCHEME.test(id) || id.startsWith('//')) return mediaAddress(id, media);
    return mediaAddress(`${media.href}${id.replace(/^\/+/, '')}`, media);
  }
  return mediaAddress(source.url, media);
}
