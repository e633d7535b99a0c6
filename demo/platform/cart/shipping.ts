// Shipping options and tax for a priced cart and a destination, from the store's rules (seed/shipping.ts).
import { round2 } from '../catalog/money.ts';
import { validationError, violation } from '../http/errors.ts';
import { type RateCondition, SHIPPING_CARRIER_ID, SHIPPING_RULES, taxRateFor } from '../seed/shipping.ts';
import type { PricedCart } from './pricing.ts';

export interface ShippingQuote {
  code: string;
  title: string;
  deliveryTime: string;
  cost: number;
  carrierId: string;
}

function holds(condition: RateCondition, cart: PricedCart): boolean {
  const measured =
    condition.by === 'weight'
      ? cart.weight
      : condition.by === 'price'
        ? cart.subtotalAfterDiscounts
        : cart.quantity;
  switch (condition.operator) {
    case 'EQ':
      return measured === condition.value;
    case 'GT':
      return measured > condition.value;
    case 'GTE':
      return measured >= condition.value;
    case 'LT':
      return measured < condition.value;
    case 'LTE':
      return measured <= condition.value;
  }
}

/** The options that ship to `country`, cheapest first, each priced by its first matching rate. */
export function shippingOptions(cart: PricedCart, country: string, freeShipping: boolean): ShippingQuote[] {
  const specific = SHIPPING_RULES.filter((r) => Array.isArray(r.countries) && r.countries.includes(country));
  const rules = specific.length ? specific : SHIPPING_RULES.filter((r) => r.countries === '*');
  return rules
    .map((rule) => {
      const rate = rule.rates.find((r) => !r.when || holds(r.when, cart));
      return {
        code: rule.code,
        title: rule.title,
        deliveryTime: rule.deliveryTime,
        cost: freeShipping ? 0 : round2(rate?.cost ?? 0),
        carrierId: SHIPPING_CARRIER_ID,
      };
    })
    .sort((a, b) => a.cost - b.cost);
}

/** The chosen option, the cheapest when none was chosen; an unknown code is the caller's error. */
export function pickOption(
  options: ShippingQuote[],
  code: string | undefined,
  field: string,
): ShippingQuote | undefined {
  if (code === undefined) return options[0];
  const found = options.find((o) => o.code === code);
  if (!found)
    throw validationError([
      violation(
        field,
        `unknown shipping option ${JSON.stringify(code)} for this destination; choose one of ${options.map((o) => o.code).join(', ') || '(none)'}`,
        'INVALID_ENUM_VALUE',
        {
          options: options.map((o) => o.code),
        },
      ),
    ]);
  return found;
}

export function taxFor(country: string, taxable: number): { rate: number; name: string; amount: number } {
  const { rate, name } = taxRateFor(country);
  return { rate, name, amount: round2(taxable * rate) };
}
