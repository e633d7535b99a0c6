// Member sign-in needs a secure page. Off HTTPS (a plain http:// page that is not localhost) the browser
// offers no `crypto.subtle`, which PKCE's S256 challenge needs: every sign-in failed ("The store could not
// do this right now", the hosted login with "reading 'digest'") while the cart worked. A page any network
// can rewrite is also no place for a member's session, so the widget offers no sign-in there rather than
// hash around the browser's refusal, and tells the owner once.
import type { Platform } from '../../src/platform.ts';

/** Whether members can sign in with this platform's crypto (mount({ platform }) can swap it). */
export function signInPossible(platform: Pick<Platform, 'crypto' | 'console'>, href: string): boolean {
  if (typeof platform.crypto?.subtle?.digest === 'function') return true;
  platform.console.warn(
    `[dropcart] member sign-in is off on this page: it is not served over HTTPS (${new URL(href).origin}), so the browser offers no crypto.subtle, which sign-in needs. The cart works; serve the page over https:// (localhost counts as secure) to offer sign-in.`,
  );
  return false;
}
