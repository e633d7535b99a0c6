// The part of the client a storefront needs (auth core, cart, redirects, catalog reads), on its own so a
// bundle that uses only this leaves merchant writes and the rarer identity calls out (design.md §4 budget).

import type { StoreAuthApi } from './auth/auth-api.ts';
import { login, processVerification, register } from './auth/identity.ts';
import { generateOAuthData, getAuthUrl, getMemberTokens, logout, parseFromUrl } from './auth/oauth.ts';
import { createSession, type SessionCore } from './auth/session.ts';
import { getMemberTokensForDirectLogin, getMemberTokensSilently } from './auth/silent-iframe.ts';
import { memoryTokenStorage } from './auth/storage.ts';
import { createCart } from './cart/cart.ts';
import type { CartApi } from './cart/cart-api.ts';
import { type CartV1Api, createCartV1Api } from './cart/v1.ts';
import { type CartV2Api, createCartV2Api } from './cart/v2.ts';
import { createProducts, type ProductsApi } from './catalog/products.ts';
import { type CatalogApi, createCatalogApi } from './catalog/read.ts';
import { type CatalogV3Api, createCatalogV3Api } from './catalog/v3.ts';
import type { RetryInfo, RetryOptions } from './http/retry.ts';
import { DEFAULT_TIMEOUT_MS } from './http/timeout.ts';
import { type Platform, resolvePlatform } from './platform.ts';
import { createRedirectSession, type RedirectsApi } from './redirects/redirects.ts';
import type { CartApiVersion } from './types/cart.ts';
import type { TokenStorage } from './types/tokens.ts';

export interface ClientOptions {
  /** The OAuth client id of the headless site. */
  clientId: string;
  /** One base serves every service (paths are the same on www and edge). @default 'https://www.wixapis.com' */
  apiBase?: string;
  /** @default memoryTokenStorage() */
  tokenStorage?: TokenStorage;
  /** A merchant API key: makes the client elevated (catalog writes, external login). Server side only. */
  apiKey?: string;
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
}

export const DEFAULT_API_BASE = 'https://www.wixapis.com';

export function createCore(options: ClientOptions): SessionCore {
  if (!options.clientId) throw new TypeError('createClient: clientId is required');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retry = options.retry ?? {};
  // A NaN or negative bound would retry for ever or never wait: refuse it where it is given.
  for (const [name, value] of [
    ['timeoutMs', timeoutMs],
    ...Object.entries(retry).map(([k, v]) => [`retry.${k}`, v]),
  ])
    if (value !== undefined && !(Number(value) >= 0))
      throw new TypeError(`createClient: ${name} must be a number, 0 or more, not ${value}`);
  return createSession({
    clientId: options.clientId,
    base: options.apiBase ?? DEFAULT_API_BASE,
    apiKey: options.apiKey,
    platform: resolvePlatform(options.platform),
    storage: options.tokenStorage ?? memoryTokenStorage(),
    http: {
      timeoutMs,
      retry,
      onRetry: options.onRetry,
    },
  });
}

export function storeAuth(core: SessionCore): StoreAuthApi {
  return {
    getTokens: () => core.storage.get(),
    setTokens: (tokens) => core.store(tokens, 'set'),
    role: () => core.storage.get().refreshToken.role,
    loggedIn: () => core.storage.get().refreshToken.role === 'member',
    accessToken: (signal) => core.accessToken(signal),
    subscribe: (listener) => core.subscribe(listener),
    generateOAuthData: (redirectUri, originalUri) => generateOAuthData(core, redirectUri, originalUri),
    getAuthUrl: (data, opts) => getAuthUrl(core, data, opts),
    parseFromUrl: (url, responseMode) => {
      const href = url ?? core.platform.window?.location.href;
      if (!href) throw new TypeError('parseFromUrl: pass the URL (there is no window.location here)');
      return parseFromUrl(href, responseMode);
    },
    getMemberTokens: (code, state, data, signal) => getMemberTokens(core, code, state, data, signal),
    getMemberTokensForDirectLogin: (sessionToken, opts) =>
      getMemberTokensForDirectLogin(core, sessionToken, opts),
    getMemberTokensSilently: (opts) => getMemberTokensSilently(core, opts),
    login: (p, signal) => login(core, p, signal),
    register: (p, signal) => register(core, p, signal),
    processVerification: (p, state, signal) => processVerification(core, p, state, signal),
    logout: (originalUrl, signal) => logout(core, originalUrl, signal),
  };
}

export function storeParts(core: SessionCore, cartApi: CartApiVersion = 'v2'): Omit<StoreClient, 'auth'> {
  if (cartApi !== 'v1' && cartApi !== 'v2')
    throw new TypeError(`createClient: cartApi must be 'v1' or 'v2', not ${JSON.stringify(cartApi)}`);
  const cartV1 = createCartV1Api(core);
  const cartV2 = createCartV2Api(core);
  const catalog = createCatalogApi(core);
  const catalogV3 = createCatalogV3Api(core);
  return {
    cart: createCart(core, cartV1, cartV2, cartApi),
    cartV1,
    cartV2,
    redirects: {
      createRedirectSession: (body, signal) => createRedirectSession(core, body, signal),
    },
    products: createProducts(core, catalog, catalogV3),
    catalog,
    catalogV3,
  };
}

/**
 * The storefront's client: auth (tokens, OAuth, login, register, verification, logout), cart, redirects
 * and catalog reads, at the smallest bundle size (createClient adds the rest).
 */
export interface StoreClient {
  auth: StoreAuthApi;
  /** The cart, the same on Cart V2 and V1 (normalized answers). */
  cart: CartApi;
  /** Cart V1 as the platform answers it (removed by the platform on 2027-02-01). */
  cartV1: CartV1Api;
  /** Current Cart V2 as the platform answers it (`{cart}`, `{cart, summary}`). */
  cartV2: CartV2Api;
  redirects: RedirectsApi;
  /** Products as one summary, on a Catalog V1 or V3 site. */
  products: ProductsApi;
  /** Catalog V1 reads as the platform answers them. */
  catalog: CatalogApi;
  /** Catalog V3 reads as the platform answers them. */
  catalogV3: CatalogV3Api;
}

/** A client with only what a storefront widget needs (StoreClient). */
export function createStoreClient(options: ClientOptions): StoreClient {
  const core = createCore(options);
  return { auth: storeAuth(core), ...storeParts(core, options.cartApi) };
}
