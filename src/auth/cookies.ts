// The spec's small cookie helper (§2): path `/` by default, expiry given in days of 86400000 ms.
import { toJson } from '../http/json.ts';
import { type Platform, resolvePlatform } from '../platform.ts';
import type { TokenStorage } from '../types/tokens.ts';
import { parseTokens } from './tokens.ts';

export const DAY_MS = 86_400_000;

export interface CookieOptions {
  /** @default '/' */
  path?: string;
  /** Lifetime in days; without it the cookie ends with the browser session. */
  days?: number;
}

export function getCookie(name: string, doc: Document): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of doc.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(
  name: string,
  value: string,
  options: CookieOptions,
  doc: Document,
  nowMs: number,
): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.days !== undefined)
    cookie += `; expires=${new Date(nowMs + options.days * DAY_MS).toUTCString()}`;
  if (doc.location?.protocol === 'https:') cookie += '; Secure';
  doc.cookie = cookie;
}

export const removeCookie = (name: string, doc: Document, path = '/'): void => {
  doc.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

/**
 * Tokens in a first-party cookie, so a server can read them too. Other tabs' changes are noticed when this
 * tab regains focus (cookies have no change event in every browser); a renewal is also told on the
 * BroadcastChannel `dropcart.renewals.<name>`.
 * @param name @default 'dropcart_tokens'
 * @param options.days @default 30
 */
export function cookieTokenStorage(
  name = 'dropcart_tokens',
  options: { days?: number } = {},
  platform?: Partial<Platform>,
): TokenStorage {
  const p = resolvePlatform(platform);
  const days = options.days ?? 30;
  const doc = (): Document | undefined => p.window?.document;
  const read = () => {
    const d = doc();
    return d ? getCookie(name, d) : undefined;
  };
  // What this tab last saw, so its own writes are not reported as another tab's.
  let last = read();
  return {
    channel: `dropcart.renewals.${name}`,
    get: () => parseTokens(read()),
    set: (tokens) => {
      const d = doc();
      if (!d) throw new TypeError('cookieTokenStorage needs a document (platform.window)');
      if (tokens.refreshToken.value === '' && tokens.accessToken.value === '') removeCookie(name, d);
      else setCookie(name, toJson(tokens), { days }, d, p.now());
      last = read();
    },
    subscribe: (listener) => {
      const win = p.window;
      if (!win) return () => {};
      last = read();
      const onFocus = () => {
        const now = read();
        if (now !== last) {
          last = now;
          listener();
        }
      };
      win.addEventListener('focus', onFocus);
      return () => win.removeEventListener('focus', onFocus);
    },
  };
}
