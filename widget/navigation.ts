// Leaving the page for one of the platform's hosted pages (checkout, sign-in, sign-out, account) at an address
// the platform answered. An answer is data, not code: a `javascript:` address would run in the host page's
// origin (with the shopper's tokens in reach), a `data:` or `blob:` one would show a page we never vetted, and
// plain http would hand the session's next steps to anyone on the network. So before navigating:
// - the address must be absolute and carry no user name or password;
// - on the API's own origin it may use the API's scheme (the emulator on http://localhost);
// - anywhere else it must be https, and the API itself must be on https (with an http API, the emulator's
//   case, the hosted pages are the API's own: another origin is not one we expect).
// The live platform's hosted pages may sit on the merchant's own domain, which the widget cannot know: with
// an https API any https origin passes (docs/security.md states this residual risk).
import { DropcartError } from '../src/index.ts';
import { UNSAFE_URL } from './errors.ts';

export type Destination = 'checkout' | 'sign-in' | 'sign-out' | 'account';

export { UNSAFE_URL };

function problemOf(raw: unknown, apiBase: string): string | undefined {
  if (typeof raw !== 'string' || raw === '') return 'no address';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not an absolute URL';
  }
  if (url.username || url.password) return 'an address with a user name or password in it';
  const api = new URL(apiBase);
  // Checked before the origin: a `blob:` address has the origin of the page that made it.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && url.origin === api.origin))
    return `the scheme "${url.protocol}" (only https is followed)`;
  if (url.origin === api.origin) return undefined;
  if (api.protocol !== 'https:')
    return `the origin ${url.origin}, which is not the API's own (${api.origin}) and so not one we expect`;
  return undefined;
}

/**
 * Navigates `win` to `raw` when it passes the rules above; otherwise says in the console why (the scheme or
 * origin, never the whole address) and throws a DropcartError with code `UNSAFE_URL`, navigating nowhere.
 */
export function navigateToHostedPage(
  win: Window,
  raw: unknown,
  apiBase: string,
  destination: Destination,
): void {
  const problem = problemOf(raw, apiBase);
  if (problem === undefined) {
    win.location.assign(raw as string);
    return;
  }
  const message = `[dropcart] the platform's ${destination} address was not followed: ${problem}. The shopper stays on this page.`;
  console.error(message);
  throw new DropcartError(message, UNSAFE_URL);
}
