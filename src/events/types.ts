// The events the client handles (spec §7 "Server-pushed events"), as one tagged union on `type`.
import type { ImageAddress } from '../media/image.ts';

export const EVENT_TYPES = {
  productCreated: 'wix.stores.catalog.v3.product_created',
  productUpdated: 'wix.stores.catalog.v3.product_updated',
  productDeleted: 'wix.stores.catalog.v3.product_deleted',
  ribbonCreated: 'wix.stores.catalog.v3.ribbon_created',
  ribbonUpdated: 'wix.stores.catalog.v3.ribbon_updated',
  ribbonDeleted: 'wix.stores.catalog.v3.ribbon_deleted',
  cartAbandoned: 'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent',
  cartRecovered: 'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent',
  inventoryItemChanged: 'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
  inventoryVariantsChanged: 'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
} as const;

export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

export interface EventIdentity {
  identityType: 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP' | 'UNKNOWN';
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

/** Envelope fields plus, for domain events, every body field except the four `*Event` keys. */
export interface EventMetadata {
  instanceId?: string;
  identity?: EventIdentity;
  accountInfo?: { accountId?: string; parentAccountId?: string; siteId?: string };
  id?: string;
  entityFqdn?: string;
  slug?: string;
  entityId?: string;
  eventTime?: Date;
  [extra: string]: unknown;
}

/** A v3 product after the transforms: Dates, numbers, image and video addresses. */
export interface ProductEntityV3 {
  id?: string;
  name?: string;
  createdDate?: Date;
  updatedDate?: Date;
  url?: string;
  media?: {
    main?: { image?: ImageAddress; video?: unknown };
    itemsInfo?: { items?: Array<{ image?: ImageAddress }> };
  };
  [extra: string]: unknown;
}

export interface Ribbon {
  id?: string;
  name?: string;
  createdDate?: Date;
  updatedDate?: Date;
  [extra: string]: unknown;
}

export interface CartAbandonedData {
  cartId: string;
  creationTime?: Date;
  abandonTime?: Date;
  buyerInfo?: Record<string, unknown>;
  itemsCount?: number;
  couponId?: string;
  totals?: { subtotal?: number; total?: number; [extra: string]: unknown };
  checkoutUrl?: string;
  checkoutId?: string;
}

export interface CartRecoveredData {
  cartId: string;
  recoveredTime?: Date;
  creationTime?: Date;
  abandonedTime?: Date;
  checkoutId?: string;
}

export interface InventoryItemChangedData {
  inventoryItemId: string;
  externalId?: string;
  productId?: string;
  trackInventory?: boolean;
  preorderInfo?: Record<string, unknown>;
  fieldMask?: string[];
  updatedDate?: Date;
}

export interface InventoryVariantsChangedData {
  inventoryItemId: string;
  externalId?: string;
  productId?: string;
  variants?: Array<{ id: string; oldValue?: Record<string, unknown>; newValue?: Record<string, unknown> }>;
  reason?: string;
  updatedDate?: Date;
}

type Created<T, E> = { type: T; entity: E; metadata: EventMetadata };
type Updated<T, E> = {
  type: T;
  entity: E;
  modifiedFields?: Record<string, unknown>;
  metadata: EventMetadata;
};
type Deleted<T, E> = { type: T; entity?: E; metadata: EventMetadata };
type Legacy<T, D> = { type: T; data: D; metadata: EventMetadata };

export type DropcartEvent =
  | Created<typeof EVENT_TYPES.productCreated, ProductEntityV3>
  | Updated<typeof EVENT_TYPES.productUpdated, ProductEntityV3>
  | Deleted<typeof EVENT_TYPES.productDeleted, ProductEntityV3>
  | Created<typeof EVENT_TYPES.ribbonCreated, Ribbon>
  | Updated<typeof EVENT_TYPES.ribbonUpdated, Ribbon>
  | Deleted<typeof EVENT_TYPES.ribbonDeleted, Ribbon>
  | Legacy<typeof EVENT_TYPES.cartAbandoned, CartAbandonedData>
  | Legacy<typeof EVENT_TYPES.cartRecovered, CartRecoveredData>
  | Legacy<typeof EVENT_TYPES.inventoryItemChanged, InventoryItemChangedData>
  | Legacy<typeof EVENT_TYPES.inventoryVariantsChanged, InventoryVariantsChangedData>;
