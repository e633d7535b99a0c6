// Date fields of the cart become Date objects (protocol §6.2); everything else stays as on the wire.
import { convertPaths, toDate } from '../http/values.ts';
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

export function estimateFromWire(res: unknown): EstimateTotalsResponse {
  const answer = res as EstimateTotalsResponse;
  if (answer.cart) cartFromWire(answer.cart);
  return answer;
}
