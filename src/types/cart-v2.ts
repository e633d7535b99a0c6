// Current Cart V2 on the wire (platform-2026.md §2.3, §2.4; @wix/auto_sdk_ecom_current-cart-v-2 meta.d.ts):
// the fields a storefront reads, the rest carried through unread. Money is `{amount, convertedAmount}`,
// decimal strings with no formatted text; dates become Date objects.
import type { CatalogReference, Severity, WireAddress } from './commerce.ts';

export interface ConvertedMoney {
  amount: string;
  convertedAmount?: string;
}

export interface TranslatableString {
  original: string;
  translated?: string | null;
}

export type CartV2ItemStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_IN_STOCK' | 'REMOVED_FROM_CATALOG';

export interface CartV2LineItem {
  id: string;
  name: TranslatableString;
  quantityInfo: {
    requestedQuantity: number;
    confirmedQuantity: number;
    availableQuantity?: number | null;
    fixedQuantity?: boolean;
  };
  pricing: {
    unitPrice: ConvertedMoney;
    totalPrice?: ConvertedMoney;
    breakdown?: { fullPrice?: ConvertedMoney; salePrice?: ConvertedMoney };
    [extra: string]: unknown;
  };
  /** A custom line item may have no catalog reference (the typings: optional for custom items). */
  source: { catalogReference?: CatalogReference; rootCatalogItemId?: string | null };
  /** Priced by the caller, not the catalog. */
  customLineItem?: boolean;
  attributes?: {
    descriptionLines?: Array<{
      name?: TranslatableString;
      plainText?: TranslatableString;
      colorInfo?: TranslatableString & { code?: string | null };
    }>;
    image?: { id?: string; url?: string; altText?: string | null; width?: number; height?: number } | null;
    url?: { relativePath?: string; url?: string } | null;
    [extra: string]: unknown;
  };
  status: CartV2ItemStatus | (string & {});
  discounts?: Array<Record<string, unknown>>;
  [extra: string]: unknown;
}

export interface CartV2 {
  id: string;
  revision?: string;
  createdDate?: Date;
  updatedDate?: Date;
  lineItems: CartV2LineItem[];
  subtotal?: ConvertedMoney;
  note?: string | null;
  coupons?: Array<{ id: string; code: string }>;
  /** `locationId`: the business location, set with `update({ businessInfo: { locationId } })`. */
  businessInfo?: { currencyCode?: string; languageCode?: string; locationId?: string | null };
  customerInfo?: {
    email?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    phone?: string | null;
    currencyCode?: string;
    [extra: string]: unknown;
  };
  deliveryInfo?: {
    address?: WireAddress | null;
    method?: { code?: string; appId?: string | null; title?: TranslatableString; pickup?: boolean } | null;
    [extra: string]: unknown;
  };
  paymentInfo?: {
    currencyCode?: string;
    giftCards?: Array<{ id: string; obfuscatedCode?: string; [extra: string]: unknown }>;
    billingAddress?: WireAddress | null;
    [extra: string]: unknown;
  };
  [extra: string]: unknown;
}

export interface CartV2Violation {
  code?: string;
  severity?: Severity;
  scope?: string;
  description?: string;
  invalidCouponCodeData?: { couponCode?: string };
  invalidCouponStatusData?: { couponCode?: string; reason?: string };
  lineItemsOutOfStockData?: { lineItemIds?: string[] };
  membersOnlyItemData?: { lineItemIds?: string[] };
  [extra: string]: unknown;
}

/** The CartSummary of estimate and calculate. */
export interface CartV2Summary {
  cartId?: string;
  discounts?: Array<{ total?: ConvertedMoney; scope?: string; source?: { couponCode?: string } }>;
  deliverySummary?: {
    method?: { code?: string; appId?: string | null; title?: TranslatableString; pickup?: boolean } | null;
    price?: ConvertedMoney | null;
  } | null;
  priceSummary?: {
    subtotal?: ConvertedMoney;
    discount?: ConvertedMoney;
    delivery?: ConvertedMoney;
    additionalFees?: ConvertedMoney;
    tax?: ConvertedMoney;
    total?: ConvertedMoney;
  };
  violations?: CartV2Violation[];
  [extra: string]: unknown;
}

/** Every Current Cart V2 change answers the whole object, never the bare cart. */
export interface CartV2Response {
  cart: CartV2;
}

export interface CartV2EstimateResponse {
  cart: CartV2;
  summary: CartV2Summary;
}

/** The options of estimate; every `calculate…` flag defaults to false on the platform. */
export interface EstimateCartV2Options {
  refreshCart?: boolean;
  validationConfig?: 'SKIP_VALIDATIONS' | 'PRE_CHECKOUT_VALIDATIONS' | 'CHECKOUT_VALIDATIONS';
  calculateDelivery?: boolean;
  calculateAdditionalFees?: boolean;
  calculateTax?: boolean;
  calculateGiftCards?: boolean;
}

/** The partial cart of `PATCH /ecom/v2/carts/current`. */
export interface CartV2Patch {
  note?: string;
  businessInfo?: { locationId?: string };
  customerInfo?: { email?: string; firstName?: string; lastName?: string; phone?: string; company?: string };
  deliveryInfo?: { address?: WireAddress };
  paymentInfo?: { billingAddress?: WireAddress };
  [extra: string]: unknown;
}
