import { toJson } from '../http/json.ts';
import { type Platform, resolvePlatform } from '../platform.ts';
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

/** What a refusal of the browser's storage says, for a developer: its name and message, no value of ours. */
const causeOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Tokens kept in `localStorage` under `key`, shared by the tabs of one origin. A change made in another tab
 * reaches `subscribe` listeners through the `storage` event; a renewal is also told on the BroadcastChannel
 * `dropcart.renewals.<key>` (renewal-news.ts). Without localStorage (Node), or when it is disabled, full or
 * throws (Safari's private mode, a quota used up by the page, blocked site data), the tokens are kept in
 * memory for this page, and the console says why once: the cart and sign-in keep working.
 * @param key @default 'dropcart.tokens'
 */
export function localTokenStorage(key = 'dropcart.tokens', platform?: Partial<Platform>): TokenStorage {
  const p = resolvePlatform(platform);
  const memory = memoryTokenStorage();
  // Once the storage refused a read or write, memory holds the newest tokens for the rest of this page.
  let refused = false;
  const storage = (): Storage | undefined => {
    if (refused || !p.window) return undefined;
    try {
      // Read here, not through localStorageOf: a disabled storage throws on access, and that is the cause.
      return p.window.localStorage ?? undefined;
    } catch (error) {
      fallBack(error);
      return undefined;
    }
  };
  const fallBack = (error: unknown) => {
    if (refused) return;
    refused = true;
    p.console.warn(
      `[dropcart] localStorage refused the session (${causeOf(error)}); it is kept in memory instead: the cart and sign-in work, but end with this page and are not shared with other tabs.`,
    );
    try {
      // Tokens older than memory's must not come back on the next page load.
      p.window?.localStorage.removeItem(key);
    } catch {
      // Nothing more to do: the next page starts without them or with the old ones, as storage allows.
    }
  };
  return {
    channel: `dropcart.renewals.${key}`,
    get: () => {
      const local = storage();
      if (!local) return memory.get();
      try {
        return parseTokens(local.getItem(key));
      } catch (error) {
        fallBack(error);
        return memory.get();
      }
    },
    set: (tokens) => {
      memory.set(tokens);
      const local = storage();
      if (!local) return;
      try {
        local.setItem(key, toJson(tokens));
      } catch (error) {
        fallBack(error);
      }
    },
    subscribe: (listener) => {
      const win = p.window;
      if (!win) return () => {};
      // key === null: another tab cleared all of localStorage. Not while in memory: that is this page's own.
      const onStorage = (event: StorageEvent) => {
        if (!refused && (event.key === key || event.key === null)) listener();
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
