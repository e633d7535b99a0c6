// Current Cart V2 answers typed against the official SDK's wire types (`@wix/auto_sdk_ecom_current-cart-v-2`
// meta.d.ts), so a drift of the SDK fails typecheck. On top of them, the fields the SDK's return types promise
// are always present (`NonNullablePaths` of the current-cart methods, platform-2026.md §2.3) are required here,
// so the emulator cannot leave one out. The typings' oneOf groups (`customerInfo` and `source.createdBy`:
// visitorId | memberId | userId | appId) list every member as non-null, which no oneOf can honour: the answer
// carries the one member that applies.
import type {
  BusinessInfoOriginal,
  CartOriginal,
  CartSourceOriginal,
  CartSummaryOriginal,
  CatalogReferenceOriginal,
  ConvertedMoneyOriginal,
  CustomerInfoOriginal,
  DeliveryInfoOriginal,
  DeliveryMethodOriginal,
  DiscountOriginal,
  ItemAttributesOriginal,
  ItemDiscountOriginal,
  ItemPaymentConfigOriginal,
  ItemPricingInfoOriginal,
  ItemQuantityInfoOriginal,
  ItemSourceOriginal,
  ItemTaxConfigOriginal,
  ItemTypeOriginal,
  LineItemSummaryOriginal,
  PaymentInfoOriginal,
  PaymentSummaryOriginal,
  PhysicalPropertiesOriginal,
  TaxableAddressOriginal,
  TaxInfoOriginal,
  TranslatableStringOriginal,
  V2CouponOriginal,
  V2GiftCardOriginal,
  V2LineItemOriginal,
  V2TaxSummaryOriginal,
  V2ViolationOriginal,
} from '@wix/auto_sdk_ecom_current-cart-v-2/meta';

/** A wire type as JSON: dates travel as ISO strings (the SDK turns them into `Date`). */
export type Json<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? Array<Json<U>>
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** `T` with the keys `K` present and not null. */
type With<T, K extends keyof T> = T & { [P in K]-?: Exclude<T[P], undefined | null> };

/** `T` whose fields in `O` have the (stricter) types of `O`; `O`'s keys must be fields of `T`. */
type Override<T, O extends Partial<Record<keyof T, unknown>>> = Omit<T, keyof O> & O;

export type Money = With<Json<ConvertedMoneyOriginal>, 'amount' | 'convertedAmount'>;
type Text = With<Json<TranslatableStringOriginal>, 'original'>;

export type WireLineItem = Override<
  With<Json<V2LineItemOriginal>, 'id' | 'status' | 'customLineItem'>,
  {
    name: Text;
    quantityInfo: With<
      Json<ItemQuantityInfoOriginal>,
      'confirmedQuantity' | 'requestedQuantity' | 'fixedQuantity'
    >;
    pricing: With<Json<ItemPricingInfoOriginal>, 'priceUndetermined'> & {
      unitPrice: Money;
      totalPrice: Money;
      priceDescription: Text;
    };
    source: Json<ItemSourceOriginal> & {
      catalogReference: With<Json<CatalogReferenceOriginal>, 'catalogItemId' | 'appId'>;
    };
    attributes: With<Json<ItemAttributesOriginal>, 'membersOnly'> & {
      itemType: With<Json<ItemTypeOriginal>, 'preset'>;
      physicalProperties: With<Json<PhysicalPropertiesOriginal>, 'shippable'>;
    };
    taxConfig: Json<ItemTaxConfigOriginal> & {
      taxableAddress: With<Json<TaxableAddressOriginal>, 'addressType'>;
    };
    paymentConfig: With<Json<ItemPaymentConfigOriginal>, 'savePaymentMethod' | 'paymentOption'>;
    discounts: Array<Json<ItemDiscountOriginal>>;
  }
>;

export type WireDeliveryMethod = With<Json<DeliveryMethodOriginal>, 'code' | 'pickup'>;

export type WireCart = Override<
  With<Json<CartOriginal>, 'id' | 'revision' | 'orderPlaced' | 'currentCart' | 'demo'>,
  {
    lineItems: WireLineItem[];
    subtotal: Money;
    coupons: Array<With<Json<V2CouponOriginal>, 'id' | 'code'>>;
    source: With<Json<CartSourceOriginal>, 'channelType'>;
    businessInfo: With<Json<BusinessInfoOriginal>, 'languageCode' | 'currencyCode'>;
    customerInfo: With<Json<CustomerInfoOriginal>, 'openAccess' | 'languageCode' | 'currencyCode'>;
    deliveryInfo: With<Json<DeliveryInfoOriginal>, 'weightUnit'> & { method?: WireDeliveryMethod };
    taxInfo: With<Json<TaxInfoOriginal>, 'pricesIncludeTax'>;
    paymentInfo: With<Json<PaymentInfoOriginal>, 'currencyCode'> & {
      giftCards: Array<With<Json<V2GiftCardOriginal>, 'id' | 'obfuscatedCode' | 'appId'>>;
    };
  }
>;

export type WireViolation = With<Json<V2ViolationOriginal>, 'scope' | 'code' | 'severity'>;

export type WireSummary = Override<
  With<Json<CartSummaryOriginal>, 'cartId' | 'cartRevision' | 'calculationId'>,
  {
    lineItems: Array<With<Json<LineItemSummaryOriginal>, 'lineItemId' | 'quantity'> & { unitPrice: Money }>;
    discounts: Array<With<Json<DiscountOriginal>, 'scope'> & { name: Text; total: Money }>;
    additionalFees: [];
    taxSummary: With<
      Json<V2TaxSummaryOriginal>,
      'taxes' | 'pricesIncludeTax' | 'lineItemTaxes' | 'additionalFeeTaxes'
    >;
    priceSummary: {
      subtotal: Money;
      discount: Money;
      delivery: Money;
      additionalFees: Money;
      tax: Money;
      total: Money;
    };
    paymentSummary: With<
      Json<PaymentSummaryOriginal>,
      'giftCards' | 'memberships' | 'subscriptionCharges' | 'requiresPaymentAfterGiftCard'
    >;
    violations: WireViolation[];
    spiViolations: [];
  }
>;

/** `{cart}`: every current-cart answer but estimate and calculate (platform-2026.md §2.1). */
export interface CartAnswer {
  cart: WireCart;
}

/** `{cart, summary}`: estimate and calculate. */
export interface CartWithSummary {
  cart: WireCart;
  summary: WireSummary;
}
