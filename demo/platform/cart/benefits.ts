// What a seeded member holds beyond a cart: memberships that can pay for items (the Cart V1 estimate's
// `membershipOptions`) and a standing percentage merchant discount (the estimate's
// `appliedDiscounts[].merchantDiscount`). Shapes from @wix/auto_sdk_ecom_current-cart's typings
// (`MembershipOptions`, `Membership`, `InvalidMembership`, `HostSelectedMembership`, `V1MerchantDiscount`);
// documented in docs/emulator.md. Cart V2 has neither: its discount sources are coupons and automatic rules.
import { round2 } from '../catalog/money.ts';
import { validationError, violation } from '../http/errors.ts';
import { splitDiscount } from './coupons.ts';
import type { PricedCart } from './pricing.ts';

/** The Pricing Plans app, which provides memberships to the checkout. */
export const PRICING_PLANS_APP_ID = '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3';

interface SeededMembership {
  id: string;
  name: string;
  /** The product slugs it pays for. */
  covers: string[];
  credits: { total: number; remaining: number };
  expirationDate: string;
}

interface Benefits {
  memberships: SeededMembership[];
  /** Off the items' prices before other discounts (`V1MerchantDiscount.percentage`, 0.01–100). */
  merchantDiscountPercentage?: number;
}

/** By cart owner key. Katherine (identity/seed.ts) holds a live pass, an expired one and 12.5% off. */
const BENEFITS: Record<string, Benefits> = {
  'member:0a6a1c1e-0000-4000-8000-00000000ca71': {
    memberships: [
      {
        id: 'b3e0c1a0-0000-4000-8000-00000000c0f1',
        name: 'Mug Club',
        covers: ['classic-white-mug', 'enamel-camp-mug', 'two-tone-latte-mug'],
        credits: { total: 10, remaining: 7 },
        expirationDate: '2099-12-31T00:00:00.000Z',
      },
      {
        id: 'b3e0c1a0-0000-4000-8000-00000000c0f2',
        name: 'Summer Pass',
        covers: ['classic-white-mug'],
        credits: { total: 5, remaining: 5 },
        expirationDate: '2020-09-01T00:00:00.000Z',
      },
    ],
    merchantDiscountPercentage: 12.5,
  },
};

const benefitsOf = (owner: string): Benefits | undefined =>
  Object.hasOwn(BENEFITS, owner) ? BENEFITS[owner] : undefined;

export interface MerchantDiscount {
  percentage: number;
  amount: number;
}

/** The priced cart with the owner's merchant discount taken off the items' subtotal (before the coupon). */
export function withMerchantDiscount(
  priced: PricedCart,
  owner: string,
): PricedCart & { merchant?: MerchantDiscount } {
  const percentage = benefitsOf(owner)?.merchantDiscountPercentage;
  if (!percentage || priced.subtotal <= 0) return priced;
  const amount = round2((priced.subtotal * percentage) / 100);
  const shares = splitDiscount(
    amount,
    priced.lines.map((l) => ({ id: l.stored.id, total: l.lineTotal })),
  );
  return {
    ...priced,
    lines: priced.lines.map((l) => ({ ...l, discount: round2(l.discount + (shares.get(l.stored.id) ?? 0)) })),
    discount: round2(priced.discount + amount),
    subtotalAfterDiscounts: round2(Math.max(0, priced.subtotalAfterDiscounts - amount)),
    merchant: { percentage, amount },
  };
}

const membershipView = (m: SeededMembership, lineItemIds: string[]) => ({
  id: m.id,
  appId: PRICING_PLANS_APP_ID,
  name: { original: m.name, translated: m.name },
  lineItemIds,
  credits: m.credits,
  expirationDate: m.expirationDate,
});

/**
 * `membershipOptions` of the estimate: the owner's live memberships that cover a line (eligible), those that
 * cover one but cannot pay (invalid, with the reason), and the caller's `selectedMemberships`, each checked
 * against the eligible ones (an unknown membership or line is a 400, as a selection the platform refuses).
 */
export function membershipOptions(priced: PricedCart, owner: string, now: number, selected: unknown) {
  const live = [];
  const invalid = [];
  for (const m of benefitsOf(owner)?.memberships ?? []) {
    const lineItemIds = priced.lines
      .filter((l) => l.product && m.covers.includes(l.product.slug))
      .map((l) => l.stored.id);
    if (!lineItemIds.length) continue;
    if (Date.parse(m.expirationDate) > now) live.push(membershipView(m, lineItemIds));
    else invalid.push({ membership: membershipView(m, lineItemIds), reason: 'Membership expired' });
  }
  return {
    eligibleMemberships: live,
    invalidMemberships: invalid,
    selectedMemberships: readSelected(selected, live),
  };
}

function readSelected(input: unknown, eligible: Array<{ id: string; appId: string; lineItemIds: string[] }>) {
  if (input === undefined || input === null) return [];
  const list = (input as { memberships?: unknown }).memberships;
  if (typeof input !== 'object' || (list !== undefined && !Array.isArray(list)))
    throw validationError([
      violation('selectedMemberships.memberships', 'must be a list of {id, appId, lineItemIds}', 'FORMAT'),
    ]);
  return ((list ?? []) as unknown[]).map((item, i) => {
    const { id, appId, lineItemIds } = (item ?? {}) as Record<string, unknown>;
    const field = `selectedMemberships.memberships[${i}]`;
    const match = eligible.find((m) => m.id === id && m.appId === appId);
    if (!match)
      throw validationError([
        violation(`${field}.id`, 'is not a membership of this buyer that can pay for the cart', 'VALIDATION'),
      ]);
    const lines = Array.isArray(lineItemIds) ? lineItemIds : match.lineItemIds;
    const uncovered = lines.find((line) => !match.lineItemIds.includes(line as string));
    if (uncovered !== undefined || !lines.length)
      throw validationError([
        violation(`${field}.lineItemIds`, 'must name lines of the cart this membership covers', 'VALIDATION'),
      ]);
    return { id: match.id, appId: match.appId, lineItemIds: lines as string[] };
  });
}
