// Shipping and tax rules of the seeded store. Each option's `code` is what Cart V1's
// `selectedShippingOption.code` and Cart V2's `set-delivery-method` name. A rate applies when its
// condition holds; the first matching rate of an option wins. Conditions compare the cart's total weight
// (kg), price (the subtotal after discounts, USD) or quantity (items) with EQ/GT/GTE/LT/LTE, as the
// platform's shipping rules do.

export type RuleOperator = 'EQ' | 'GT' | 'GTE' | 'LT' | 'LTE';

export interface RateCondition {
  by: 'weight' | 'price' | 'quantity';
  operator: RuleOperator;
  value: number;
}

export interface ShippingRate {
  when?: RateCondition;
  cost: number;
}

export interface ShippingOptionRule {
  code: string;
  title: string;
  deliveryTime: string;
  /** Countries (ISO 3166-1 alpha-2) served; `*` serves every country not served by another option. */
  countries: string[] | '*';
  rates: ShippingRate[];
}

export const SHIPPING_CARRIER_ID = 'c8a08776-c095-4dec-8553-8f9698d86adc';

export const SHIPPING_RULES: ShippingOptionRule[] = [
  {
    code: 'standard',
    title: 'Standard',
    deliveryTime: '3-5 business days',
    countries: ['US'],
    rates: [
      { when: { by: 'price', operator: 'GTE', value: 100 }, cost: 0 },
      { when: { by: 'weight', operator: 'GT', value: 5 }, cost: 12.99 },
      { cost: 5.99 },
    ],
  },
  {
    code: 'express',
    title: 'Express',
    deliveryTime: '1-2 business days',
    countries: ['US'],
    rates: [{ when: { by: 'weight', operator: 'LTE', value: 2 }, cost: 14.99 }, { cost: 24.99 }],
  },
  {
    code: 'international',
    title: 'International',
    deliveryTime: '7-14 business days',
    countries: '*',
    rates: [
      { when: { by: 'quantity', operator: 'EQ', value: 1 }, cost: 15 },
      { when: { by: 'weight', operator: 'LT', value: 3 }, cost: 25 },
      { cost: 40 },
    ],
  },
];

/** Tax by the shipping country: US 8%, EU member states 20%, elsewhere none. Prices exclude tax. */
export const EU_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

export function taxRateFor(country: string): { rate: number; name: string } {
  if (country === 'US') return { rate: 0.08, name: 'US sales tax' };
  if (EU_COUNTRIES.has(country)) return { rate: 0.2, name: 'EU VAT' };
  return { rate: 0, name: 'No tax collected' };
}
