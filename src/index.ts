// `dropcart`: the public entry of the platform client (the merchant's calls are in `dropcart/admin`,
// admin.ts). Everything here is framework-free and runs in browsers and Node 20; a bundler keeps only what
// an app uses: createStoreClient (storefront.ts) leaves each generation's raw calls out, and events and
// media helpers are modules of their own.

export type { CallbackParams } from './auth/callback-url.ts';
export { CAPTCHA_INVISIBLE_SITE_KEY, CAPTCHA_VISIBLE_SITE_KEY } from './auth/captcha.ts';
export {
  type CookieOptions,
  cookieTokenStorage,
  DAY_MS,
  getCookie,
  removeCookie,
  setCookie,
} from './auth/cookies.ts';
export type { LoginParams, RegisterParams } from './auth/identity.ts';
export type { ActivationEmailParams, VerifyFactorParams } from './auth/identity-extras.ts';
export type { AuthUrlOptions, Prompt, ResponseMode } from './auth/oauth.ts';
export { createCodeChallenge, createCodeVerifier } from './auth/pkce.ts';
export {
  type DirectLoginOptions,
  SILENT_LOGIN_TIMEOUT_MS,
  type SilentLoginOptions,
} from './auth/silent-iframe.ts';
export { emptyTokens } from './auth/tokens.ts';
export type {
  AddToCartParams,
  CartV1Api,
  CreateCheckoutParams,
  EstimateTotalsParams,
  UpdateCartParams,
} from './cart/v1.ts';
export type { CartV2Api } from './cart/v2.ts';
export {
  type CursorPagingMetadata,
  type CursorQuery,
  CursorQueryBuilder,
  type CursorResult,
} from './catalog/cursor-query.ts';
export {
  DEFAULT_LIMIT,
  type Filter,
  FilterBuilder,
  type FilterQuery,
  QueryBuilder,
  type QueryResult,
  type WireQuery,
} from './catalog/query-builder.ts';
export type { CatalogApi, QueryVariantsParams } from './catalog/read.ts';
export type { CatalogV3Api, FieldsOption } from './catalog/v3.ts';
export { createClient, type DropcartClient } from './client.ts';
export { ElevationRequiredError } from './errors/elevation-required-error.ts';
export { EventError, type EventErrorCode } from './errors/event-error.ts';
export * from './events/index.ts';
export { MAX_GET_QUERY_LENGTH } from './http/send.ts';
export * from './media/index.ts';
export * from './storefront.ts';
export type * from './types/cart.ts';
export type * from './types/cart-v2.ts';
export type * from './types/catalog.ts';
export type * from './types/catalog-v3.ts';
export type * from './types/catalog-v3-search.ts';
export type * from './types/commerce.ts';
export type * from './types/custom-items.ts';
export type * from './types/identity.ts';
export type * from './types/members.ts';
export type * from './types/memberships.ts';
export type * from './types/product-summary.ts';
export type * from './types/redirects.ts';
export type * from './types/rich-content.ts';
export type * from './types/tokens.ts';
