// What a shopper reads when a call failed. The platform's descriptions (`INVALID_ARGUMENT: "password" must
// be …`, an injected fault's text) are written for developers and in the store's language, so they never
// reach a shopper (issue 15): each known kind of refusal has its own translated text, anything else a polite
// general one, and the details go to the console for whoever debugs the page.
import { type ApiError, isApiError, isDropcartError, isSystemError } from '../src/index.ts';
import type { MessageKey, Translate } from './i18n/index.ts';

/**
 * The code of the error thrown when a platform's address was refused (navigation.ts); the widget says so in
 * the shopper's language. Declared here, not in navigation.ts, so that the first load does not carry the
 * navigation rules, which only checkout and the sign-in flows (both loaded on demand) use.
 */
export const UNSAFE_URL = 'UNSAFE_URL';

/**
 * The code of `Dropcart.checkout()`'s refusal while a line cannot be bought as it is (cart/checkout.ts): the
 * cart opens at the fixes instead of a toast. Here for the same reason as UNSAFE_URL.
 */
export const CHECKOUT_HELD = 'CHECKOUT_HELD';

/**
 * Cart V2's refusal of a cart an order was placed from (the hosted checkout, another tab): the shopper starts
 * a new cart (cart/failures.ts, cart/estimator.ts). Here so that neither loads cart/refusal.ts for it.
 */
export const CART_ALREADY_ORDERED = 'CART_ALREADY_ORDERED';

/** Codes of a call the page made wrong (`Dropcart.add` of an unknown product, an unknown choice). */
const OWNER_MISTAKES = new Set([
  'PRODUCT_NOT_FOUND',
  'INVALID_SELECTION',
  'INVALID_ARGUMENT',
  'VARIANTS_NEEDED',
]);

/** Whether `error` is a call the page made wrong, not a failure of the store: the owner's to fix. */
export const isOwnerMistake = (error: unknown): error is Error =>
  isDropcartError(error) && OWNER_MISTAKES.has(error.code);

/**
 * Platform codes a shopper can do something about, in their own words. A sign-in's own (identity's codes,
 * a refused field, OAuth) are session/reasons.ts's: the cart's calls, which the first load serves, never
 * meet them.
 */
const BY_CODE: Record<string, MessageKey> = {
  THROTTLED_FEATURE: 'reason.tooMany',
  CURRENT_CART_NOT_FOUND: 'reason.cartGone',
  OWNED_CART_NOT_FOUND: 'reason.cartGone',
  // Cart V2's declared refusals (platform-2026.md §2.5), where no item is named (cart/refusal.ts names it).
  INSUFFICIENT_INVENTORY: 'refusal.notEnough',
  ITEM_NOT_FOUND_IN_CATALOG: 'refusal.notSoldShort',
  MAX_LINE_ITEMS_EXCEEDED: 'refusal.cartFull',
  [CART_ALREADY_ORDERED]: 'refusal.alreadyOrdered',
};

function apiErrorKey(error: ApiError): MessageKey | undefined {
  const known = BY_CODE[error.code];
  if (known) return known;
  if (error.status === 429) return 'reason.tooMany';
  if (error.status === 401 || error.status === 403) return 'reason.sessionEnded';
  if (error.status >= 500) return 'reason.storeFailed';
  return undefined;
}

/**
 * The shopper's words for why something failed, translated. Unknown refusals read as a polite general text
 * and are logged with their details (`console.warn`), so nothing internal is shown and nothing is hidden.
 */
export function reasonOf(error: unknown, t: Translate): string {
  // A SystemError with a status is the store failing (a 5xx that said nothing), not the network.
  if (isSystemError(error)) return t(error.status === undefined ? 'error.network' : 'reason.storeFailed');
  if (isDropcartError(error) && error.code === UNSAFE_URL) return t('error.unsafeUrl');
  // The owner's mistake (a product id the store does not have, a choice it does not sell): said to the
  // owner in the console with the call's words, to the shopper only that the item is not available.
  if (isOwnerMistake(error)) {
    console.error(`[dropcart] ${error.message}`);
    return t('error.itemUnavailable');
  }
  const key = isApiError(error) ? apiErrorKey(error) : undefined;
  if (key) return t(key);
  // A call cut short by the widget's own teardown is no failure worth a console line.
  if (!isAbort(error))
    console.warn('[dropcart] a call failed; the shopper was shown a general message', error);
  return t('reason.unknown');
}

/** The failure in a developer's words, for the console and `error` events (never shown to shoppers). */
export function detailOf(error: unknown): string {
  if (isApiError(error)) {
    const violation = error.details.validationError?.fieldViolations[0];
    return error.details.applicationError?.description || violation?.description || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function codeOf(error: unknown): string {
  return isDropcartError(error) ? error.code : 'UNKNOWN';
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
