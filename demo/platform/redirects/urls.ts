// Where each redirect session sends the browser: the emulator's own hosted pages (camelCase authorize
// parameters as §4.4), or the commerce side's hosted checkout and product pages.
import type { AccountSection, RedirectIntent } from './sessions.ts';

export const accountSlug = (section: AccountSection): string => section.toLowerCase().replace(/_/g, '-');

export function sectionFromSlug(slug: string): AccountSection | undefined {
  const section = slug.toUpperCase().replace(/-/g, '_');
  return ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'].includes(section)
    ? (section as AccountSection)
    : undefined;
}

export function fullUrlFor(
  baseUrl: string,
  id: string,
  intent: RedirectIntent,
  callbacks: Record<string, string>,
): string {
  /** `base + path`, plus the defined params as a query when there are any. */
  const at = (path: string, params: Record<string, string | undefined>) => {
    const query = new URLSearchParams(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
    return `${baseUrl}${path}${query ? `?${query}` : ''}`;
  };
  switch (intent.kind) {
    case 'auth': {
      const r = intent.request;
      return at('/_hosted/authorize', {
        clientId: r.clientId,
        responseType: 'code',
        redirectUri: r.redirectUri,
        scope: 'offline_access',
        state: r.state,
        responseMode: r.responseMode,
        codeChallenge: r.codeChallenge,
        codeChallengeMethod: 'S256',
        prompt: r.prompt,
        sessionToken: r.sessionToken,
        redirectSessionId: id,
      });
    }
    case 'login':
      return at('/_hosted/login', { redirectSessionId: id });
    case 'account':
      return at(`/_hosted/account/${accountSlug(intent.section)}`, { redirectSessionId: id });
    case 'logout':
      return at('/_hosted/logout', { redirectSessionId: id });
    case 'ecomCheckout':
      return at('/_hosted/checkout', {
        checkoutId: intent.checkoutId,
        redirectSessionId: id,
        postFlowUrl: callbacks.postFlowUrl,
        thankYouPageUrl: callbacks.thankYouPageUrl,
      });
    case 'storesProduct':
      return at(`/_hosted/product/${encodeURIComponent(intent.productSlug)}`, {
        postFlowUrl: callbacks.postFlowUrl,
      });
  }
}
