// Date fields of the cart become Date objects (protocol §6.2); everything else stays as on the wire, but
// for the estimate's few floats, which the SDK turns into numbers too.
import { convertPaths, toDate, toNumber } from '../http/values.ts';
import type { CartV1, EstimateTotalsResponse } from '../types/commerce.ts';

const CART_DATES = [
  'createdDate',
  'updatedDate',
  'lineItems.image.urlExpirationDate',
  'lineItems.subscriptionOptionInfo.subscriptionSettings.startDate',
  'lineItems.serviceProperties.scheduledDate',
  'lineItems.serviceProperties.endDate',
] as const;

export function cartFromWire(cart: unknown): CartV1 {
  convertPaths(cart, CART_DATES, toDate);
  return cart as CartV1;
}

/** The estimate's date and float paths beyond the cart's, as the SDK's estimateCurrentCartTotals converts them. */
const ESTIMATE_DATES = [
  'membershipOptions.eligibleMemberships.expirationDate',
  'membershipOptions.invalidMemberships.membership.expirationDate',
] as const;

export function estimateFromWire(res: unknown): EstimateTotalsResponse {
  const answer = res as EstimateTotalsResponse;
  if (answer.cart) cartFromWire(answer.cart);
  convertPaths(answer, ESTIMATE_DATES, toDate);
  // A float of the wire may come as "NaN"/"Infinity" text, as decimals do: the same conversion.
  convertPaths(answer, ['appliedDiscounts.merchantDiscount.percentage'], toNumber);
  return answer;
}
