// Custom line items: items the caller prices itself, which do not go through the catalog (seed §7: Cart V1
// add-to-cart and PATCH `customLineItems`; Cart V2 `customItems`). Typed from the SDKs' `CustomLineItem`
// (@wix/auto_sdk_ecom_current-cart) and `CustomItemInput` (@wix/auto_sdk_ecom_current-cart-v-2). The
// platform asks the site's app for the "Manage eCommerce - Admin Permissions" scope to accept them.
import type { CatalogReference, DescriptionLine, LineItemType, PaymentOption } from './commerce.ts';

type Text = { original: string; translated?: string | null };
/** A preset type, or a name of the caller's own. */
type ItemType = { preset: LineItemType } | { custom: string };

/** Cart V1 `customLineItems[]`: name, price, type and quantity are required. */
export interface CustomLineItem {
  productName: Text;
  /** Decimal string, after discounts (0–999999999, 3 decimals). */
  price: string;
  itemType: ItemType;
  /** 1–100000. */
  quantity: number;
  /** Before discounts; `price` when absent. */
  fullPrice?: string;
  descriptionLines?: DescriptionLine[];
  /** Optional for custom items: ids of the item in the caller's own catalog. */
  catalogReference?: CatalogReference;
  /** Stock to cap the quantity at; unlimited when absent. */
  quantityAvailable?: number;
  physicalProperties?: { weight?: number; sku?: string; shippable?: boolean };
  paymentOption?: PaymentOption;
  [extra: string]: unknown;
}

/** Cart V2 `customItems[]` (`CustomItemInput`). */
export interface CustomItemInput {
  name: Text;
  quantityInfo: { requestedQuantity: number; availableQuantity?: number | null; fixedQuantity?: boolean };
  pricing: { price: { amount: string }; fullPrice?: { amount: string }; priceUndetermined?: boolean };
  attributes: { itemType: ItemType; descriptionLines?: DescriptionLine[]; [extra: string]: unknown };
  source?: { catalogReference?: CatalogReference; rootCatalogItemId?: string | null };
  [extra: string]: unknown;
}
