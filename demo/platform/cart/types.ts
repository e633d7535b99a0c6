// Carts and checkouts as stored (state slices `carts` and `checkouts`). What callers see is computed from
// these and the catalog on every answer (`view.ts`), so prices and stock are always current.

export interface LineSnapshot {
  /** The name, prices and weight when the item was added: shown if the product disappears later. */
  name: string;
  price: number;
  fullPrice: number;
  weight: number;
}

export interface StoredLine {
  id: string;
  productId: string;
  variantId: string;
  /** The options as chosen, e.g. `{Size: 'L', Color: 'Red'}`; empty for products without options. */
  options: Record<string, string>;
  quantity: number;
  snapshot: LineSnapshot;
}

export interface Buyer {
  visitorId: string;
  memberId?: string;
}

export interface ShippingChoice {
  code: string;
  carrierId?: string;
}

export interface StoredCart {
  id: string;
  /** `visitor:<visitorId>` or `member:<memberId>`: whose current cart this is. */
  owner: string;
  buyer: Buyer;
  lines: StoredLine[];
  couponCode?: string;
  buyerNote?: string;
  contactInfo?: ContactInfo;
  selectedShippingOption?: ShippingChoice;
  checkoutId?: string;
  createdDate: string;
  updatedDate: string;
  revision: number;
  /** Set when the abandoned-cart event was sent; cleared never (a cart is abandoned once). */
  abandonedDate?: string;
}

export interface Address {
  country: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
}

export interface ContactInfo {
  address?: Address;
  contactDetails?: { firstName?: string; lastName?: string; phone?: string; company?: string };
}

export interface StoredCheckout {
  id: string;
  cartId: string;
  owner: string;
  buyer: Buyer;
  channelType: string;
  email?: string;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedShippingOption?: ShippingChoice;
  couponCode?: string;
  lines: StoredLine[];
  createdDate: string;
  /** Set when an order was placed from this checkout. */
  orderId?: string;
}
