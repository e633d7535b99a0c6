// The events the client handles (spec §7 "Server-pushed events"), as one tagged union on `type`.
import type { ImageAddress } from '../media/image.ts';
import type {
  ActivityType,
  FulfillmentStatus,
  InventoryChangeCause,
  OrderApprovalStatus,
  PaymentStatus,
} from '../types/commerce.ts';
import type { IdentityType } from '../types/identity.ts';

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
  cartCreated: 'wix.ecom.v1.cart_created',
  cartUpdated: 'wix.ecom.v1.cart_updated',
  cartDeleted: 'wix.ecom.v1.cart_deleted',
  checkoutCreated: 'wix.ecom.v1.checkout_created',
  checkoutUpdated: 'wix.ecom.v1.checkout_updated',
  checkoutDeleted: 'wix.ecom.v1.checkout_deleted',
  checkoutCompleted: 'wix.ecom.v1.checkout_completed',
  orderCreated: 'wix.ecom.v1.order_created',
  orderUpdated: 'wix.ecom.v1.order_updated',
  orderApproved: 'wix.ecom.v1.order_approved',
  orderCanceled: 'wix.ecom.v1.order_canceled',
  orderCommitted: 'wix.ecom.v1.order_committed',
  orderFulfilled: 'wix.ecom.v1.order_fulfilled',
  orderImported: 'wix.ecom.v1.order_imported',
  orderImportedOrderDeleted: 'wix.ecom.v1.order_imported_order_deleted',
  orderPaymentStatusUpdated: 'wix.ecom.v1.order_payment_status_updated',
  checkoutTemplateCreated: 'wix.ecom.v1.checkout_template_created',
  checkoutTemplateUpdated: 'wix.ecom.v1.checkout_template_updated',
  checkoutTemplateDeleted: 'wix.ecom.v1.checkout_template_deleted',
  checkoutTemplateUsed: 'wix.ecom.v1.checkout_template_used',
  fulfillmentsUpdated: 'wix.ecom.v1.fulfillments_updated',
  tipCreated: 'wix.tips.v1.tip_created',
  tipUpdated: 'wix.tips.v1.tip_updated',
  tipDeleted: 'wix.tips.v1.tip_deleted',
} as const;

export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

export interface EventIdentity {
  identityType: IdentityType;
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

/** An option or modifier choice of a v3 product event, its images as addresses. */
export interface ProductEventChoiceV3 {
  image?: ImageAddress;
  displayImage?: ImageAddress;
  linkedMedia?: Array<{ image?: ImageAddress; video?: unknown; [extra: string]: unknown }>;
  [extra: string]: unknown;
}

type EventChoices = Array<{
  choicesSettings?: { choices: ProductEventChoiceV3[] };
  [extra: string]: unknown;
}>;

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
  options?: EventChoices;
  modifiers?: EventChoices;
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
  reason?: InventoryChangeCause;
  updatedDate?: Date;
}

/** A commerce entity after the transforms (ecom-transforms.ts): its dates Dates, weights numbers, images addresses. */
export interface CommerceEntity {
  id?: string;
  createdDate?: Date;
  updatedDate?: Date;
  [extra: string]: unknown;
}

/** An order (`wix.ecom.v1.order`): `purchasedDate` and its activities' dates are Dates too. */
export interface OrderEntity extends CommerceEntity {
  purchasedDate?: Date;
  status?: OrderApprovalStatus;
  paymentStatus?: PaymentStatus;
  fulfillmentStatus?: FulfillmentStatus;
  activities?: Array<{ type?: ActivityType; createdDate?: Date; [extra: string]: unknown }>;
}

/** An order's fulfillments (`wix.ecom.v1.fulfillments`): each one's `createdDate` a Date. */
export interface FulfillmentsEntity {
  id?: string;
  orderId?: string;
  fulfillments?: Array<{ id?: string; createdDate?: Date; [extra: string]: unknown }>;
  [extra: string]: unknown;
}

/** A tip (`wix.tips.v1.tip`): its amounts numbers, its distributions' dates Dates. */
export interface TipEntity {
  id?: string;
  lineItemSubtotal?: number;
  amount?: number;
  undistributedAmount?: number;
  distributions?: Array<{ amount?: number; createdDate?: Date; [extra: string]: unknown }>;
  [extra: string]: unknown;
}

/** The body of an order action event (approved, canceled…); order_committed adds `commitDate` and `changes`. */
export interface OrderActionData {
  order?: OrderEntity;
  commitDate?: Date;
  changes?: Record<string, unknown>;
  [extra: string]: unknown;
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
/** An action event (`actionEvent.body`), as the SDK gives it: `data`. */
type Action<T, D> = { type: T; data: D; metadata: EventMetadata };
type E = typeof EVENT_TYPES;

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
  | Legacy<typeof EVENT_TYPES.inventoryVariantsChanged, InventoryVariantsChangedData>
  | Created<E['cartCreated'], CommerceEntity>
  | Updated<E['cartUpdated'], CommerceEntity>
  | Deleted<E['cartDeleted'], CommerceEntity>
  | Created<E['checkoutCreated'], CommerceEntity>
  | Updated<E['checkoutUpdated'], CommerceEntity>
  | Deleted<E['checkoutDeleted'], CommerceEntity>
  | Action<E['checkoutCompleted'], { checkout?: CommerceEntity; [extra: string]: unknown }>
  | Created<E['orderCreated'], OrderEntity>
  | Updated<E['orderUpdated'], OrderEntity>
  | Action<
      | E['orderApproved']
      | E['orderCanceled']
      | E['orderCommitted']
      | E['orderFulfilled']
      | E['orderImported']
      | E['orderImportedOrderDeleted']
      | E['orderPaymentStatusUpdated'],
      OrderActionData
    >
  | Created<E['checkoutTemplateCreated'], CommerceEntity>
  | Updated<E['checkoutTemplateUpdated'], CommerceEntity>
  | Deleted<E['checkoutTemplateDeleted'], CommerceEntity>
  | Action<
      E['checkoutTemplateUsed'],
      { checkoutTemplate?: CommerceEntity; checkout?: CommerceEntity; [extra: string]: unknown }
    >
  | Updated<E['fulfillmentsUpdated'], FulfillmentsEntity>
  | Created<E['tipCreated'], TipEntity>
  | Updated<E['tipUpdated'], TipEntity>
  | Deleted<E['tipDeleted'], TipEntity>;
