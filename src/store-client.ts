// The storefront's client: auth, the cart, redirects, the signed-in member and product reads, which is all
// the widget uses (`createStoreClient`, in create-store-client.ts, checks a developer's options first). The
// raw adapters of each generation come with createClient (client.ts); merchant writes and sign-on with
// createAdminClient (admin.ts, server only). What only some sites or flows need (Cart V1, Catalog V1, the
// identity calls) loads on first use, so the widget's first load stays small (design.md §4).

import type { AuthApi } from './auth/auth-api.ts';
import { createAuth } from './auth/client-auth.ts';
import { createSession, type SessionCore } from './auth/session.ts';
import { memoryTokenStorage } from './auth/storage.ts';
import { createCart } from './cart/cart.ts';
import type { CartApi } from './cart/cart-api.ts';
import { createProducts, type ProductsApi } from './catalog/products.ts';
import type { RetryInfo, RetryOptions } from './http/retry.ts';
import { DEFAULT_TIMEOUT_MS } from './http/timeout.ts';
import { createMembers, type MembersApi } from './members/members.ts';
import { onDemand } from './on-demand.ts';
import { type Platform, resolvePlatform } from './platform.ts';
import type { RedirectsApi } from './redirects/redirects.ts';
import type { CartApiVersion } from './types/cart.ts';
import type { CatalogVersion } from './types/catalog.ts';
import type { TokenStorage } from './types/tokens.ts';

const redirectsCode = onDemand(() => import('./redirects/redirects.ts'));

export interface ClientOptions {
  /** The OAuth client id of the headless site. */
  clientId: string;
  /** One base serves every service (paths are the same on www and edge). @default 'https://www.wixapis.com' */
  apiBase?: string;
  /** @default memoryTokenStorage() */
  tokenStorage?: TokenStorage;
  /** fetch, now, timers, crypto, window, locks, random, console; each defaults to the global one. */
  platform?: Partial<Platform>;
  /**
   * Time limit of each request attempt, in ms. When it runs out the request is aborted and fails with a
   * SystemError: `TIMEOUT` for a read (after its retries), `OUTCOME_UNKNOWN` for a change. 0: no limit.
   * @default 15000
   */
  timeoutMs?: number;
  /**
   * Retries of reads (current cart, catalog, estimate totals) after no answer, a timeout, a 5xx, or a 429
   * with Retry-After: exponential backoff with full jitter. Changes are never retried. `{ retries: 0 }`: off.
   * @default { retries: 3, baseDelayMs: 300, maxDelayMs: 10000 }
   */
  retry?: RetryOptions;
  /** Told before each retry of a read, e.g. to show a quiet "retrying" notice. */
  onRetry?: (info: RetryInfo) => void;
  /**
   * The cart generation `client.cart` speaks: Current Cart V2, or Cart V1, which the platform removes on
   * 2027-02-01. On V2, a visitor token that V2 refuses (403) falls back to V1 while V1 exists (remembered per
   * client id, told once through `console.warn`).
   * @default 'v2'
   */
  cartApi?: CartApiVersion;
  /**
   * The site's catalog generation, when you know it (a site runs one, never both; stores created today
   * run V3). Saves a first visitor's detection request (`GET /stores/v3/provision/version`, which the
   * platform may refuse a visitor: then a probe read decides). A wrong one costs one read: the platform
   * answers it with a 428 naming the right generation, which is taken and remembered, as for a site
   * upgraded since. A generation the platform named before wins over this one.
   * @default detected (once per client id, remembered in localStorage)
   */
  catalogVersion?: CatalogVersion;
  /**
   * The shopper's currency (ISO 4217, `EUR`) on a multi-currency site (`createClient` only): sent as
   * `x-wix-currency` with every call, which the platform answers with prices converted into it (`convertedPriceData`, V1 carts'
   * `convertedAmount` and `conversionCurrency`), and `client.cart` and `client.products` read those.
   * @default the site currency (no header)
   */
  currency?: string;
}

export const DEFAULT_API_BASE = 'https://www.wixapis.com';

/**
 * The session every client is built on, from options already checked: createCore (create-store-client.ts)
 * checks a developer's; the widget's mount() checks its own (options.ts), so its first load carries none of
 * createClient's refusals.
 */
export function coreOf(options: ClientOptions, apiKey?: string): SessionCore {
  return createSession({
    clientId: options.clientId,
    base: options.apiBase ?? DEFAULT_API_BASE,
    apiKey,
    platform: resolvePlatform(options.platform),
    storage:
      options.tokenStorage?.forClient?.(options.clientId) ?? options.tokenStorage ?? memoryTokenStorage(),
    http: {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: options.retry ?? {},
      onRetry: options.onRetry,
    },
  });
}

/**
 * The storefront's client: auth (tokens, OAuth, login, register, verification, recovery, logout), the cart,
 * redirects and product reads, at the smallest bundle size (createClient adds each generation's raw calls).
 */
export interface StoreClient {
  auth: AuthApi;
  /** The cart, the same on Cart V2 and V1 (normalized answers). */
  cart: CartApi;
  redirects: RedirectsApi;
  /** The signed-in member (the name to greet them with, their login e-mail). */
  members: MembersApi;
  /** Products as one summary, on a Catalog V1 or V3 site. */
  products: ProductsApi;
}

/** The storefront parts of a client on `core`. */
export function storefront(
  core: SessionCore,
  { cartApi = 'v2', catalogVersion }: Pick<ClientOptions, 'cartApi' | 'catalogVersion'>,
): StoreClient {
  return {
    auth: createAuth(core),
    cart: createCart(core, cartApi),
    redirects: {
      // A hosted page is a rare moment (checkout, a hosted login): its code loads then.
      createRedirectSession: async (body, signal) =>
        (await redirectsCode()).createRedirectSession(core, body, signal),
    },
    members: createMembers(core),
    products: createProducts(core, catalogVersion),
  };
}
