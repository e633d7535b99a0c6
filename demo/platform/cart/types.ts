// Carts and checkouts as stored (state slices `cart.carts` and `cart.checkouts`). One stored cart is the visitor's or
// member's current cart for both generations: Cart V1 (`/ecom/v1/carts/current…`) and Current Cart V2
// (`/ecom/v2/carts/current…`) read and write the same record, and each answers it in its own wire shape
// (`view.ts`, `v2/view.ts`), computed from the catalog on every answer so prices and stock are current.

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
  /** The catalog's stored (V1) variant id; a V3 site shows `v3DefaultVariantId` for the all-zero one. */
  variantId: string;
  /** The options as chosen, option name → choice name (as the variant's `choices`); empty without options. */
  options: Record<string, string>;
  /** Free-text fields by their title (V1 `customTextFields`, V3 FREE_TEXT modifiers). */
  customTextFields: Record<string, string>;
  /** V3 choice modifiers, modifier key → choice key (`catalogReference.options.options`); absent without. */
  modifiers?: Record<string, string>;
  /** What the buyer last asked for (V2 `quantityInfo.requestedQuantity`). */
  requestedQuantity: number;
  /**
   * The quantity the cart confirmed at the last change: the request capped at the stock then (V1 `quantity`).
   * A line whose item was sold out keeps the request (it shows as not available).
   */
  quantity: number;
  snapshot: LineSnapshot;
  /** Set on a custom line item (custom-lines.ts): priced by the caller, no catalog product behind it. */
  custom?: CustomLine;
}

/** What a custom line item keeps besides its name and prices (in `snapshot`), as the caller gave it. */
export interface CustomLine {
  itemType: { preset?: string; custom?: string };
  catalogReference?: Record<string, unknown>;
  descriptionLines?: unknown[];
  /** Stock the caller gave; unlimited without. */
  quantityAvailable?: number;
  weight?: number;
}

export interface Buyer {
  visitorId: string;
  memberId?: string;
}

/** The chosen delivery: a shipping-rule code of the store (V1 `selectedShippingOption`, V2 `deliveryInfo.method`). */
export interface DeliveryChoice {
  code: string;
  carrierId?: string;
}

/** The buyer's details (V1 `contactInfo.contactDetails` + `buyerInfo.email`, V2 `customerInfo`). */
export interface BuyerDetails {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
  vatId?: { id: string; type: 'UNSPECIFIED' | 'CPF' | 'CNPJ' };
}

export interface AppliedCouponRef {
  id: string;
  code: string;
}

export interface AppliedGiftCardRef {
  id: string;
  code: string;
}

export interface StoredCart {
  id: string;
  /** `visitor:<visitorId>` or `member:<memberId>`: whose cart this is. */
  owner: string;
  buyer: Buyer;
  /**
   * Whether this is the owner's current cart. A cart an order was placed from stays current (GET answers 404,
   * V2 changes 428 CART_ALREADY_ORDERED) until the owner adds to a new cart or deletes it.
   */
  current: boolean;
  lines: StoredLine[];
  coupon?: AppliedCouponRef;
  giftCard?: AppliedGiftCardRef;
  note?: string;
  buyerDetails?: BuyerDetails;
  deliveryAddress?: Address;
  deliveryMethod?: DeliveryChoice;
  billingAddress?: Address;
  /** The business location (V1 `businessLocationId`, V2 `businessInfo.locationId`). */
  businessLocationId?: string;
  /** The V1 checkout made from this cart last. */
  checkoutId?: string;
  /** Set when an order was placed from this cart (V2 `orderPlaced`, `orderId`). */
  orderId?: string;
  purchaseFlowId: string;
  createdDate: string;
  updatedDate: string;
  revision: number;
  /** Set when the abandoned-cart event was sent; cleared never (a cart is abandoned once). */
  abandonedDate?: string;
}

/** A REST address (protocol §2.5: `addressLine`, not `addressLine1`). */
export interface Address {
  country: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: { number: string; name: string };
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
  selectedShippingOption?: DeliveryChoice;
  coupon?: AppliedCouponRef;
  lines: StoredLine[];
  createdDate: string;
  /** Set when an order was placed from this checkout. */
  orderId?: string;
}
