// The seeded coupon codes (documented in docs/emulator.md). `timesUsed` and `usesByCustomer` grow when an
// order is placed with the code (state slice `cart.coupons`); each refusal the platform names can be reached with
// one of them: EXPIRED20 has expired, SPRING30 is not active yet, SOLDOUT25 is used up, ONCE runs out after
// one order, FIRSTORDER allows one order per customer, FIVEOFF needs a $20 subtotal.

export interface Coupon {
  id: string;
  code: string;
  name: string;
  /** PERCENT: `value`% off the subtotal; AMOUNT: `value` dollars off; FREE_SHIPPING: no delivery cost. */
  type: 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING';
  value: number;
  /** The subtotal (before discounts) must be at least this for the coupon to take anything off. */
  minSubtotal?: number;
  /** ISO date from which the code applies. */
  startsAt?: string;
  /** ISO date after which the code no longer applies. */
  expiresAt?: string;
  /** How many orders may use the code in total. */
  usageLimit?: number;
  /** How many orders one customer (visitor or member) may place with the code. */
  limitPerCustomer?: number;
  timesUsed: number;
  /** Orders placed with the code, by cart owner (`visitor:<id>` or `member:<id>`). */
  usesByCustomer: Record<string, number>;
}

const coupon = (fields: Omit<Coupon, 'timesUsed' | 'usesByCustomer'> & Partial<Coupon>): Coupon => ({
  timesUsed: 0,
  usesByCustomer: {},
  ...fields,
});

export function seedCoupons(): Coupon[] {
  return [
    coupon({
      id: 'a1c00000-0000-4000-8000-000000000001',
      code: 'WELCOME10',
      name: '10% off your order',
      type: 'PERCENT',
      value: 10,
    }),
    coupon({
      id: 'a1c00000-0000-4000-8000-000000000002',
      code: 'FIVEOFF',
      name: '$5 off orders of $20 or more',
      type: 'AMOUNT',
      value: 5,
      minSubtotal: 20,
    }),
    coupon({
      id: 'a1c00000-0000-4000-8000-000000000003',
      code: 'FREESHIP',
      name: 'Free shipping',
      type: 'FREE_SHIPPING',
      value: 0,
    }),
    coupon({
      id: 'a1c00000-0000-4000-8000-000000000004',
      code: 'EXPIRED20',
      name: '20% off (ended)',
      type: 'PERCENT',
      value: 20,
      expiresAt: '2025-01-01T00:00:00.000Z',
    }),
    coupon({
      id: 'a1c00000-0000-4000-8000-000000000005',
      code: 'ONCE',
      name: '15% off, one use only',
      type: 'PERCENT',
      value: 15,
      usageLimit: 1,
    }),
    coupon({
      id: 'a1c00000-0000-4000-8000-000000000006',
      code: 'SPRING30',
      name: '30% off from spring 2099',
      type: 'PERCENT',
      value: 30,
      startsAt: '2099-03-01T00:00:00.000Z',
    }),
    coupon({
      id: 'a1c00000-0000-4000-8000-000000000007',
      code: 'SOLDOUT25',
      name: '25% off, all 100 uses taken',
      type: 'PERCENT',
      value: 25,
      usageLimit: 100,
      timesUsed: 100,
    }),
    coupon({
      id: 'a1c00000-0000-4000-8000-000000000008',
      code: 'FIRSTORDER',
      name: '$10 off, once per customer',
      type: 'AMOUNT',
      value: 10,
      limitPerCustomer: 1,
    }),
  ];
}
