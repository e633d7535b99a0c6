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

/** Where a client id's tokens are kept in `localStorage`: the widget's key, and `localTokenStorage()`'s. */
export const clientTokenKey = (clientId: string) => `dropcart:${clientId}:tokens`;

/** The key `localTokenStorage()` used for every client id before 0.3: read once, moved, removed. */
const LEGACY_KEY = 'dropcart.tokens';

/**
 * Tokens kept in `localStorage`, shared by the tabs of one origin. Without a `key`, each client id's tokens
 * are kept under `dropcart:<client id>:tokens` (createClient asks `forClient`), the key the widget uses: a
 * page's client and widget are one visitor with one cart. Tokens a client kept under the old shared key
 * (`dropcart.tokens`) are moved there on first use, so no shopper loses a session. With a `key`, under it.
 *
 * A change made in another tab reaches `subscribe` listeners through the `storage` event; a renewal is also
 * told on the BroadcastChannel `dropcart.renewals.<key>` (renewal-news.ts). Without localStorage (Node), or
 * when it is disabled, full or throws (Safari's private mode, a quota used up by the page, blocked site
 * data), the tokens are kept in memory for this page, and the console says why once: the cart and sign-in
 * keep working.
 * @param key @default `dropcart:<client id>:tokens`
 */
export function localTokenStorage(key?: string, platform?: Partial<Platform>): TokenStorage {
  if (key !== undefined) return keyedTokenStorage(key, platform);
  return {
    ...keyedTokenStorage(LEGACY_KEY, platform),
    forClient: (clientId) =>
      movedFrom(LEGACY_KEY, keyedTokenStorage(clientTokenKey(clientId), platform), platform),
  };
}

/**
 * `storage`, which first takes over the tokens under `legacyKey` when it has none of its own, and removes
 * them there: once, on its first use.
 */
function movedFrom(legacyKey: string, storage: TokenStorage, platform?: Partial<Platform>): TokenStorage {
  let moved = false;
  const move = () => {
    if (moved) return;
    moved = true;
    const legacy = keyedTokenStorage(legacyKey, platform);
    const old = legacy.get();
    if (old.refreshToken.role === 'none') return;
    if (storage.get().refreshToken.role === 'none') storage.set(old);
    try {
      resolvePlatform(platform).window?.localStorage.removeItem(legacyKey);
    } catch {
      // Storage refused: the old tokens stay where they were; this client no longer reads them.
    }
  };
  return {
    ...storage,
    get: () => {
      move();
      return storage.get();
    },
    set: (tokens) => {
      move();
      storage.set(tokens);
    },
  };
}

/**
 * `localTokenStorage(key)` itself: what the widget uses (its key is the client id's), without the move from
 * the old shared key that only `localTokenStorage()` needs.
 */
export function keyedTokenStorage(key: string, platform?: Partial<Platform>): TokenStorage {
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
