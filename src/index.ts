// The public entry of the dropcart platform client. Everything here is framework-free and runs in browsers
// and Node 20; events and media helpers are separate modules, so an app that does not use them does not ship them.

export type { AuthApi, StoreAuthApi } from './auth/auth-api.ts';
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
export type { ActivationEmailParams, SignOnParams, VerifyFactorParams } from './auth/identity-extras.ts';
export type { AuthUrlOptions, CallbackParams, Prompt, ResponseMode } from './auth/oauth.ts';
export { createCodeChallenge, createCodeVerifier } from './auth/pkce.ts';
export {
  type DirectLoginOptions,
  SILENT_LOGIN_TIMEOUT_MS,
  type SilentLoginOptions,
} from './auth/silent-iframe.ts';
export { localTokenStorage, memoryTokenStorage } from './auth/storage.ts';
export { emptyTokens } from './auth/tokens.ts';
export type { CartApi } from './cart/cart-api.ts';
export { CART_V1_REMOVAL_DATE } from './cart/generation.ts';
export { moneyToNumber } from './cart/money.ts';
export {
  type AddToCartParams,
  type CartV1Api,
  type CreateCheckoutParams,
  type EstimateTotalsParams,
  type UpdateCartParams,
  WIX_STORES_APP_ID,
} from './cart/v1.ts';
export type { CartV2Api } from './cart/v2.ts';
export type { AdminApi, BulkResult, MediaToChoice, PropertyAdjustment } from './catalog/admin.ts';
export {
  type CursorPagingMetadata,
  type CursorQuery,
  CursorQueryBuilder,
  type CursorResult,
} from './catalog/cursor-query.ts';
export type { ProductsApi } from './catalog/products.ts';
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
export { ApiError, type ApiErrorDetails, type FieldViolation } from './errors/api-error.ts';
export { DropcartError } from './errors/dropcart-error.ts';
export { ElevationRequiredError } from './errors/elevation-required-error.ts';
export { EventError, type EventErrorCode } from './errors/event-error.ts';
export {
  isApiError,
  isDropcartError,
  isElevationRequiredError,
  isOAuthError,
  isSystemError,
  isTokenRequestError,
  isUsageError,
} from './errors/guards.ts';
export { OAuthError, type OAuthErrorCode } from './errors/oauth-error.ts';
export { SystemError, type SystemErrorCode } from './errors/system-error.ts';
export { TokenRequestError } from './errors/token-request-error.ts';
export { UsageError, type UsageErrorCode } from './errors/usage-error.ts';
export * from './events/index.ts';
export type { RetryInfo, RetryOptions } from './http/retry.ts';
export { MAX_GET_QUERY_LENGTH } from './http/send.ts';
export * from './media/index.ts';
export type { Platform } from './platform.ts';
export type { RedirectsApi } from './redirects/redirects.ts';
export { type ClientOptions, createStoreClient, DEFAULT_API_BASE, type StoreClient } from './store-client.ts';
export type * from './types/cart.ts';
export type * from './types/cart-v2.ts';
export type * from './types/catalog.ts';
export type * from './types/catalog-v3.ts';
export type * from './types/commerce.ts';
export type * from './types/enums.ts';
export type * from './types/identity.ts';
export type * from './types/product-summary.ts';
export type * from './types/redirects.ts';
export type * from './types/rich-content.ts';
export type * from './types/tokens.ts';
