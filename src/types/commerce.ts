// Commerce enumerations of spec §3/§4 and the current cart on the wire (protocol §6.3). Money stays strings.
import type { MembershipOptions } from './memberships.ts';

export type LineItemType = 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE' | 'CUSTOM_AMOUNT_ITEM';
export type ItemAvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
export type WeightUnit = 'KG' | 'LB';
/** The channels the spec names; the platform knows more, so any string is accepted. */
export type ChannelType = 'WEB' | 'POS' | 'EBAY' | 'AMAZON' | 'OTHER_PLATFORM' | (string & {});
export type PaymentOption =
  | 'FULL_PAYMENT_ONLINE'
  | 'FULL_PAYMENT_OFFLINE'
  | 'MEMBERSHIP'
  | 'DEPOSIT_ONLINE'
  | 'MEMBERSHIP_OFFLINE';
export type SubscriptionFrequency = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type DiscountType = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
export type Severity = 'WARNING' | 'ERROR';
export type PaymentStatus =
  | 'NOT_PAID'
  | 'PAID'
  | 'PARTIALLY_PAID'
  | 'PARTIALLY_REFUNDED'
  | 'FULLY_REFUNDED'
  | 'PENDING'
  | 'PENDING_MERCHANT'
  | 'CANCELED'
  | 'DECLINED';
export type FulfillmentStatus = 'NOT_FULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED' | 'CANCELED';
/** An order's `status` (spec §4 "Order approval"). */
export type OrderApprovalStatus = 'INITIALIZED' | 'APPROVED' | 'CANCELED' | 'PENDING' | 'REJECTED';
/** An order activity's `type` (spec §4 "Activity types"). */
export type ActivityType =
  | 'SCHEDULED'
  | 'EMAIL_SENT'
  | 'EMAIL_NOT_SENT'
  | 'NOTIFICATION_SENT'
  | 'TASK_CREATED'
  | 'CUSTOM_ACTIVITY';

export type InventoryChangeCause = 'ORDER' | 'MANUAL' | 'REVERT_INVENTORY_CHANGE';

/** `{amount, formattedAmount, …}`, all decimal strings; see moneyToNumber. */
export interface MultiCurrencyPrice {
  amount: string;
  convertedAmount?: string;
  formattedAmount: string;
  formattedConvertedAmount?: string;
}

/** An address as the platform sends it (REST names: addressLine, formattedAddress, geocode). */
export interface WireAddress {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: { name?: string; number?: string; apt?: string };
  formattedAddress?: string;
  geocode?: { latitude?: number; longitude?: number };
  countryFullname?: string;
  subdivisionFullname?: string;
}

export interface CatalogReference {
  catalogItemId: string;
  appId: string;
  options?: {
    variantId?: string;
    options?: Record<string, string>;
    customTextFields?: Record<string, string>;
  };
}

export interface DescriptionLine {
  name: { original: string; translated?: string };
  plainText?: { original: string; translated?: string };
  colorInfo?: { original: string; translated?: string; code?: string };
  lineType?: string;
}

export interface CartLineItem {
  id: string;
  quantity: number;
  /** A custom line item may have none (the typings: optional for custom line items). */
  catalogReference?: CatalogReference;
  /** Priced by the caller, not the catalog. */
  customLineItem?: boolean;
  productName: { original: string; translated?: string };
  url?: { relativePath?: string; url?: string };
  price: MultiCurrencyPrice;
  fullPrice?: MultiCurrencyPrice;
  priceBeforeDiscounts?: MultiCurrencyPrice;
  lineItemPrice?: MultiCurrencyPrice;
  image?: { id?: string; url: string; width?: number; height?: number; altText?: string };
  descriptionLines?: DescriptionLine[];
  availability: { status: ItemAvailabilityStatus; quantityAvailable?: number };
  physicalProperties?: { weight?: number; sku?: string; shippable: boolean };
  itemType: { preset?: LineItemType | 'UNRECOGNISED'; custom?: string };
  paymentOption?: PaymentOption;
  subscriptionOptionInfo?: {
    subscriptionSettings?: { startDate?: Date; frequency?: SubscriptionFrequency };
  } & Record<string, unknown>;
  serviceProperties?: { scheduledDate?: Date; endDate?: Date } & Record<string, unknown>;
  [extra: string]: unknown;
}

export interface AppliedDiscount {
  coupon?: { id: string; code: string; amount?: MultiCurrencyPrice; name?: string };
  /** `percentage` (0.01–100) is taken off the items' prices before other discounts; a number here. */
  merchantDiscount?: { amount?: MultiCurrencyPrice; percentage?: number };
  discountType?: DiscountType;
  lineItemIds?: string[];
  [extra: string]: unknown;
}

export interface CartV1 {
  id: string;
  lineItems: CartLineItem[];
  buyerNote?: string;
  buyerInfo?: { visitorId?: string; memberId?: string; userId?: string; contactId?: string; email?: string };
  currency: string;
  conversionCurrency?: string;
  weightUnit?: WeightUnit | 'UNSPECIFIED_WEIGHT_UNIT';
  subtotal?: MultiCurrencyPrice;
  subtotalAfterDiscounts?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  checkoutId?: string;
  appliedDiscounts: AppliedDiscount[];
  createdDate?: Date;
  updatedDate?: Date;
  contactInfo?: { address?: WireAddress; contactDetails?: Record<string, unknown> };
  selectedShippingOption?: { carrierId?: string; code: string };
  /** Set by add-to-cart's `businessLocationId` or the PATCH's `cartInfo.businessLocationId`. */
  businessLocationId?: string;
  [extra: string]: unknown;
}

/** A product of the stores catalog to add: `catalogReference.appId` is WIX_STORES_APP_ID. */
export interface AddLineItem {
  catalogReference: {
    appId: string;
    catalogItemId: string;
    options?: {
      variantId?: string;
      options?: Record<string, string>;
      customTextFields?: Record<string, string>;
    };
  };
  quantity: number;
}

export interface ShippingOption {
  code: string;
  title: string;
  logistics?: Record<string, unknown>;
  cost: {
    price: MultiCurrencyPrice;
    totalPriceBeforeTax?: MultiCurrencyPrice;
    totalPriceAfterTax?: MultiCurrencyPrice;
  };
}

export interface EstimateTotalsResponse {
  cart: CartV1;
  priceSummary?: {
    subtotal?: MultiCurrencyPrice;
    shipping?: MultiCurrencyPrice;
    tax?: MultiCurrencyPrice;
    discount?: MultiCurrencyPrice;
    total?: MultiCurrencyPrice;
    additionalFees?: MultiCurrencyPrice;
  };
  shippingInfo?: {
    region?: Record<string, unknown>;
    selectedCarrierServiceOption?: { code: string; title?: string; cost?: Record<string, unknown> } & Record<
      string,
      unknown
    >;
    carrierServiceOptions?: Array<{ carrierId?: string; shippingOptions: ShippingOption[] }>;
  };
  appliedDiscounts?: AppliedDiscount[];
  calculationErrors?: Record<string, unknown>;
  currency?: string;
  weightUnit?: string;
  membershipOptions?: MembershipOptions;
  [extra: string]: unknown;
}
