import { localStorageOf, type Platform, resolvePlatform } from '../platform.ts';
import type { TokenStorage, Tokens } from '../types/tokens.ts';
import { emptyTokens, parseTokens } from './tokens.ts';

/** Tokens kept in memory only: gone on reload. The default. */
export function memoryTokenStorage(initial?: Tokens): TokenStorage {
  let tokens = initial ?? emptyTokens();
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
  };
}

/**
 * Tokens kept in `localStorage` under `key`, shared by the tabs of one origin. A change made in another tab
 * reaches `subscribe` listeners through the `storage` event; a renewal is also told on the BroadcastChannel
 * `dropcart.renewals.<key>` (renewal-news.ts). Without localStorage (Node, blocked storage) it degrades to
 * memory.
 * @param key @default 'dropcart.tokens'
 */
export function localTokenStorage(key = 'dropcart.tokens', platform?: Partial<Platform>): TokenStorage {
  const p = resolvePlatform(platform);
  const fallback = memoryTokenStorage();
  return {
    channel: `dropcart.renewals.${key}`,
    get: () => {
      const storage = localStorageOf(p);
      return storage ? parseTokens(storage.getItem(key)) : fallback.get();
    },
    set: (tokens) => {
      const storage = localStorageOf(p);
      if (storage) storage.setItem(key, JSON.stringify(tokens));
      else fallback.set(tokens);
    },
    subscribe: (listener) => {
      const win = p.window;
      if (!win) return () => {};
      // key === null: another tab cleared all of localStorage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
