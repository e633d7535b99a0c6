// The storefront's part of the client: createStoreClient and what a page needs beside it (token storage,
// errors and their guards, the stores app id). index.ts re-exports all of it. The widget's builds resolve
// the widget's imports of index.ts to this module (vite.config.ts), so that the client's code a page loads
// is exactly what this reaches statically, in one chunk, while Cart V1, Catalog V1, the identity calls and
// the rarer cart calls stay in chunks of their own, loaded on first use (design.md §4).

export type { AuthApi, StoreAuthApi } from './auth/auth-api.ts';
export { localTokenStorage, memoryTokenStorage } from './auth/storage.ts';
export type { CartApi } from './cart/cart-api.ts';
export { CART_V1_REMOVAL_DATE } from './cart/generation.ts';
export { moneyToNumber } from './cart/money.ts';
export { WIX_STORES_APP_ID } from './catalog/app-id.ts';
export type { ProductsApi } from './catalog/products.ts';
export { createStoreClient } from './create-store-client.ts';
export {
  ApiError,
  type ApiErrorDetails,
  type FieldViolation,
  type ValidationKind,
} from './errors/api-error.ts';
export { DropcartError } from './errors/dropcart-error.ts';
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
export type { RetryInfo, RetryOptions } from './http/retry.ts';
export type { MembersApi } from './members/members.ts';
export type { Platform } from './platform.ts';
export type { RedirectsApi } from './redirects/redirects.ts';
export { type ClientOptions, DEFAULT_API_BASE, type StoreClient } from './store-client.ts';
