// Event type strings (protocol §9.5) the emulator emits.
import type { EVENT_TYPES as CLIENT_EVENT_TYPES } from '../../../src/events/types.ts';

/**
 * The same table as the client's (the emulator may share only types with src/, design.md §2): typed as the
 * client's, so a name or string that differs from it fails the typecheck.
 */
export const EVENT_TYPES: typeof CLIENT_EVENT_TYPES = {
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

/** What a webhook's JWT carries in its `data` claim, and what the SSE stream sends as JSON (§9.1). */
export interface EventEnvelope {
  /** The event body as a JSON string, as the platform sends it. */
  data: string;
  instanceId: string;
  eventType: string;
  identity?: string;
  accountInfo: { siteId: string };
}

export const SITE_ID = 'dropcart-demo-site';
export const INSTANCE_ID = 'dropcart-demo-instance';
