// The fields of the platform's cart (protocol §6.3) and estimate (§6.1) that the widget reads. Every field
// is optional here: the widget renders what is present and never trusts the shape beyond that.

export interface WireMoney {
  amount?: string;
  formattedAmount?: string;
}

export interface WireLineItem {
  id?: string;
  quantity?: number;
  catalogReference?: {
    catalogItemId?: string;
    appId?: string;
    options?: { variantId?: string; options?: Record<string, string> } | Record<string, unknown>;
  };
  productName?: { original?: string; translated?: string };
  price?: WireMoney;
  fullPrice?: WireMoney;
  lineItemPrice?: WireMoney;
  image?: { url?: string; altText?: string } | string;
  descriptionLines?: Array<{
    name?: { original?: string; translated?: string };
    plainText?: { original?: string; translated?: string };
    colorInfo?: { original?: string; translated?: string; code?: string };
  }>;
  availability?: { status?: string; quantityAvailable?: number };
}

export interface WireCart {
  id?: string;
  lineItems?: WireLineItem[];
  currency?: string;
  subtotal?: WireMoney;
  appliedDiscounts?: Array<{ coupon?: { id?: string; code?: string; amount?: WireMoney } }>;
}

export interface WireShippingOption {
  code?: string;
  title?: string;
  cost?: { price?: WireMoney };
}

export interface WireEstimate {
  cart?: WireCart;
  currency?: string;
  priceSummary?: {
    subtotal?: WireMoney;
    shipping?: WireMoney;
    tax?: WireMoney;
    discount?: WireMoney;
    total?: WireMoney;
  };
  shippingInfo?: {
    selectedCarrierServiceOption?: { code?: string; title?: string; carrierId?: string };
    carrierServiceOptions?: Array<{ carrierId?: string; shippingOptions?: WireShippingOption[] }>;
  };
}
