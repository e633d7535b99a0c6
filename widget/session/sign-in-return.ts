// The answer of a hosted sign-in in the address (`?code=…&state=…`, or `?error=…`), taken out of the
// address the moment the widget starts, before the sign-in code is loaded or anything else of ours runs:
// while the code sits in the address, a page-view beacon, an analytics tag or a shared link carries it,
// and whoever spends it first (even with a wrong verifier, on a platform that burns codes early) ends the
// shopper's sign-in. The widget spends it later from what was taken here (controller.ts).
import { type CallbackParams, parseFromUrl } from '../../src/auth/callback-url.ts';
import { OAUTH_DATA_KEY } from './types.ts';

const RETURN_PARAMS = ['code', 'state', 'error', 'error_description'] as const;

/**
 * The sign-in answer of the address, removed from it; undefined when the address carries none. A `code`
 * alone counts only while this tab waits for a hosted login (a host page's own `?code=` is left alone).
 */
export function takeSignInReturn(win: Window, oauthStorage: Storage | undefined): CallbackParams | undefined {
  const url = new URL(win.location.href);
  const query = url.searchParams;
  const waiting = Boolean(readSafely(oauthStorage));
  if (!query.has('error') && !(query.has('code') && (query.has('state') || waiting))) return undefined;
  const returned = parseFromUrl(url.href, 'query');
  for (const name of RETURN_PARAMS) query.delete(name);
  try {
    win.history.replaceState(win.history.state, '', url.href);
  } catch {
    // A host page that broke its history keeps the address; the answer is still ours, and spent once.
  }
  return returned;
}

/** The stored PKCE data; a storage that throws (a host page's, a browser's policy) holds none. */
function readSafely(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(OAUTH_DATA_KEY) ?? null;
  } catch {
    return null;
  }
}
