// The generation-independent cart (docs/client.md): what `client.cart` answers on Cart V1 and Cart V2 alike.
// Built by src/cart/normalize-v1.ts and normalize-v2.ts from the wire answers.
import type { CatalogReference, WireAddress } from './commerce.ts';
import type { MembershipOptions } from './memberships.ts';

export type CartApiVersion = 'v1' | 'v2';

/** A decimal string as the platform sends it; `formatted` only where the platform formats (V1, Catalog). */
export interface Money {
  amount: string;
  formatted?: string;
}

/** An address as the platform sends it (REST names: `addressLine`, `geocode`). */
export type Address = WireAddress;

export type LineAvailability = 'AVAILABLE' | 'PARTIALLY_AVAILABLE' | 'NOT_AVAILABLE' | 'NOT_FOUND';

export interface CartLine {
  id: string;
  /** `catalogReference.catalogItemId` */
  productId: string;
  /** As sent back by the platform. */
  catalogReference: CatalogReference;
  /** `catalogReference.options.variantId` */
  variantId?: string;
  /** `catalogReference.options.options`: V1 choices of products without managed variants, V3 modifiers. */
  options: Record<string, string>;
  /** The translated name, else the original. */
  name: string;
  /** The description lines (options, modifiers) as the platform words them. */
  details: Array<{ name: string; value: string; color?: string }>;
  /** What was asked for (V2 `requestedQuantity`, V1 `quantity`). */
  quantity: number;
  /** What can be bought: V2 `confirmedQuantity`; V1 min(quantity, quantityAvailable), 0 when not available. */
  confirmedQuantity: number;
  availableQuantity?: number;
  availability: LineAvailability;
  unitPrice: Money;
  /** The price before discounts (a strike-through), only when it differs from `unitPrice`. */
  fullPrice?: Money;
  totalPrice: Money;
  image?: { url: string; altText?: string };
  url?: string;
}

export interface CartBuyer {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export interface Cart {
  api: CartApiVersion;
  id: string;
  /** The currency of every amount (V2: `customerInfo.currencyCode`, the currency of `convertedAmount`; V1 `currency`). */
  currency: string;
  lines: CartLine[];
  subtotal: Money;
  /** No amount: the discount comes from the totals. */
  coupon?: { id: string; code: string };
  /** Cart V2: the gift card on the cart (its code obfuscated, `****5678`); its id is what removeGiftCard takes. */
  giftCard?: { id: string; code: string };
  deliveryAddress?: Address;
  deliveryMethod?: { code: string; title?: string; appId?: string; carrierId?: string };
  buyer?: CartBuyer;
  note?: string;
  createdDate?: Date;
  updatedDate?: Date;
}

export interface DeliveryOption {
  code: string;
  title: string;
  price: Money;
  carrierId?: string;
  appId?: string;
}

export interface CartViolation {
  code: string;
  severity: 'WARNING' | 'ERROR';
  scope?: string;
  lineItemIds?: string[];
  couponCode?: string;
}

export interface CartTotals {
  cart: Cart;
  subtotal: Money;
  /** Coupon and other cart discounts, a positive amount; absent when there is none. */
  discount?: Money;
  /** Absent when no delivery was calculated (e.g. no address). */
  delivery?: Money;
  /** Absent when no tax was calculated (no destination, and nothing charged). */
  tax?: Money;
  total: Money;
  /** V1 estimates list them; Cart V2 has no list (platform-2026.md §2.4): always []. */
  deliveryOptions: DeliveryOption[];
  selectedDelivery?: DeliveryOption;
  violations: CartViolation[];
  /**
   * Cart V1 only, when the buyer holds any: the memberships that can (or cannot) pay for lines, and those
   * chosen. Cart V2's estimate has none.
   */
  memberships?: MembershipOptions;
}

/** A product to add: the V1 name `lineItems` is kept; Cart V2 sends them as `catalogItems`. */
export interface CartItemInput {
  catalogReference: CatalogReference;
  quantity: number;
}

export interface CartUpdate {
  buyer?: CartBuyer;
  deliveryAddress?: Address;
  /** Cart V2 only: Cart V1 keeps no billing address on the cart, so V1 leaves it out. */
  billingAddress?: Address;
  note?: string;
}

export interface DeliveryMethodInput {
  code: string;
  /** The carrier's app id (Cart V2). */
  appId?: string;
  /** The carrier id (Cart V1); Cart V2 takes it as the app id when `appId` is absent. */
  carrierId?: string;
}

export interface CheckoutInput {
  /** Where the hosted pages send the shopper when the flow ends (back to the shop). */
  postFlowUrl: string;
  thankYouPageUrl?: string;
  cartPageUrl?: string;
  /** The buyer's e-mail, given to the checkout (V1) or stored on the cart first (V2). */
  email?: string;
  /** The delivery method chosen in the shop, given to the checkout (V1) or set on the cart first (V2). */
  deliveryMethod?: DeliveryMethodInput;
  /**
   * Where the order goes, as the shopper gave it in the shop: the checkout's `shippingAddress` (V1) or the
   * cart's delivery address, stored first when it is new (V2), so the hosted checkout does not ask again.
   */
  deliveryAddress?: Address;
}
