// The seeded coupon codes. `timesUsed` grows when an order is placed with the code (state slice `coupons`).

export interface Coupon {
  id: string;
  code: string;
  name: string;
  /** PERCENT: `value`% off the subtotal; AMOUNT: `value` dollars off; FREE_SHIPPING: no shipping cost. */
  type: 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING';
  value: number;
  /** The subtotal (before discounts) must be at least this. */
  minSubtotal?: number;
  /** ISO date after which the code no longer applies. */
  expiresAt?: string;
  /** How many orders may use the code in total. */
  usageLimit?: number;
  timesUsed: number;
}

export function seedCoupons(): Coupon[] {
  return [
    {
      id: 'a1c00000-0000-4000-8000-000000000001',
      code: 'WELCOME10',
      name: '10% off your order',
      type: 'PERCENT',
      value: 10,
      timesUsed: 0,
    },
    {
      id: 'a1c00000-0000-4000-8000-000000000002',
      code: 'FIVEOFF',
      name: '$5 off orders of $20 or more',
      type: 'AMOUNT',
      value: 5,
      minSubtotal: 20,
      timesUsed: 0,
    },
    {
      id: 'a1c00000-0000-4000-8000-000000000003',
      code: 'FREESHIP',
      name: 'Free shipping',
      type: 'FREE_SHIPPING',
      value: 0,
      timesUsed: 0,
    },
    {
      id: 'a1c00000-0000-4000-8000-000000000004',
      code: 'EXPIRED20',
      name: '20% off (ended)',
      type: 'PERCENT',
      value: 20,
      expiresAt: '2025-01-01T00:00:00.000Z',
      timesUsed: 0,
    },
    {
      id: 'a1c00000-0000-4000-8000-000000000005',
      code: 'ONCE',
      name: '15% off, one use only',
      type: 'PERCENT',
      value: 15,
      usageLimit: 1,
      timesUsed: 0,
    },
  ];
}
