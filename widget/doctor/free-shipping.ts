// `data-free-shipping-over`: the drawer says nothing of a threshold that is not a positive amount, so the
// doctor names it before a shopper opens the cart (the drawer tells the console only then).
import { refusedThreshold, thresholdCents } from '../cart/free-shipping.ts';
import type { DoctorCheck } from './types.ts';

export function checkFreeShipping(given: number | string | undefined): DoctorCheck[] {
  if (given === undefined) return [];
  if (thresholdCents(given) !== undefined)
    return [{ id: 'free-shipping', status: 'ok', message: `Free shipping is promised from ${given}.` }];
  return [
    {
      id: 'free-shipping',
      status: 'problem',
      message: refusedThreshold(given),
      fix: "Write the amount in the cart's currency as a plain number, without a currency sign (e.g. 50 or 49.99).",
    },
  ];
}
