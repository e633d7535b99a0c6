// The payload transforms of the commerce change events (spec §4 "Change events exist for cart, checkout,
// order, template, fulfillments and tips"): the paths each entity's event definitions in the official SDK
// convert (@wix/auto_sdk_ecom_cart, _checkout, _orders, _checkout-templates, _order-fulfillments,
// `build/cjs/index.js`, `EventDefinition(…, transformPaths(event, […]))`), relative to the entity. Dates
// become Dates, floats numbers, images and videos addresses, page URLs their address; addresses stay as
// on the wire, as everywhere in this client.
import { convertPaths, toDate, toNumber } from '../http/values.ts';
import { pageUrl, toImageAddress } from './transforms.ts';

interface EntityPaths {
  dates: readonly string[];
  numbers: readonly string[];
  images: readonly string[];
  urls: readonly string[];
}

const LINE_DATES = [
  'lineItems.serviceProperties.scheduledDate',
  'lineItems.serviceProperties.endDate',
] as const;
const LOGISTICS_SLOTS = (at: string) => [`${at}.deliveryTimeSlot.from`, `${at}.deliveryTimeSlot.to`];
const OVERRIDE_WEIGHT = 'lineItems.catalogOverrideFields.physicalProperties.weight';
const OVERRIDE_IMAGE = 'lineItems.catalogOverrideFields.image';

const CART: EntityPaths = {
  dates: [
    'createdDate',
    'updatedDate',
    'lineItems.subscriptionOptionInfo.subscriptionSettings.startDate',
    ...LINE_DATES,
  ],
  numbers: ['lineItems.physicalProperties.weight', OVERRIDE_WEIGHT],
  images: ['lineItems.image', OVERRIDE_IMAGE],
  urls: ['lineItems.url'],
};

const CHECKOUT: EntityPaths = {
  dates: [
    ...CART.dates,
    ...LOGISTICS_SLOTS('shippingInfo.selectedCarrierServiceOption.logistics'),
    ...LOGISTICS_SLOTS('shippingInfo.carrierServiceOptions.shippingOptions.logistics'),
    'membershipOptions.eligibleMemberships.expirationDate',
    'membershipOptions.invalidMemberships.membership.expirationDate',
    'subscriptionCharges.charges.cycleBillingDate',
  ],
  numbers: [...CART.numbers, 'appliedDiscounts.merchantDiscount.percentage'],
  images: ['lineItems.media', OVERRIDE_IMAGE],
  urls: ['lineItems.url'],
};

const ORDER: EntityPaths = {
  dates: [
    'createdDate',
    'updatedDate',
    'purchasedDate',
    'lineItems.digitalFile.expirationDate',
    'lineItems.subscriptionInfo.subscriptionSettings.startDate',
    ...LINE_DATES,
    'shippingInfo.logistics.deliverByDate',
    ...LOGISTICS_SLOTS('shippingInfo.logistics'),
    'activities.createdDate',
  ],
  numbers: ['lineItems.physicalProperties.weight'],
  images: ['lineItems.image'],
  urls: [],
};

const TEMPLATE: EntityPaths = {
  dates: [
    'customLineItems.subscriptionOptionInfo.subscriptionSettings.startDate',
    'customLineItems.serviceProperties.scheduledDate',
    'customLineItems.serviceProperties.endDate',
  ],
  numbers: [OVERRIDE_WEIGHT, 'customLineItems.physicalProperties.weight'],
  images: [OVERRIDE_IMAGE, 'customLineItems.media'],
  urls: ['customLineItems.url'],
};

const FULFILLMENTS: EntityPaths = { dates: ['fulfillments.createdDate'], numbers: [], images: [], urls: [] };

/**
 * A tip (@wix/auto_sdk_ecom_tips `Tip`, entity `wix.tips.v1.tip`; the SDK defines no handler for its
 * events): the distributions' dates, and its decimal strings as numbers, as spec §7 asks of event payloads.
 */
const TIP: EntityPaths = {
  dates: ['distributions.createdDate', 'distributions.transaction.date'],
  numbers: ['lineItemSubtotal', 'amount', 'undistributedAmount', 'distributions.amount'],
  images: [],
  urls: [],
};

/** What order_committed says changed, besides the order (its `changes`). */
const ORDER_CHANGES: EntityPaths = {
  dates: [
    'changedShippingInfo.logistics.deliverByDate',
    ...LOGISTICS_SLOTS('changedShippingInfo.logistics'),
    'lineItems.lineItemRemoved.digitalFile.expirationDate',
    'lineItems.lineItemRemoved.subscriptionInfo.subscriptionSettings.startDate',
  ],
  numbers: ['lineItems.lineItemRemoved.physicalProperties.weight'],
  images: ['lineItems.lineItemRemoved.image'],
  urls: [],
};

const transformer =
  (paths: EntityPaths) =>
  (entity: unknown): void => {
    convertPaths(entity, paths.dates, toDate);
    convertPaths(entity, paths.numbers, toNumber);
    convertPaths(entity, paths.images, toImageAddress);
    convertPaths(entity, paths.urls, pageUrl);
  };

export const transformCart = transformer(CART);
export const transformCheckout = transformer(CHECKOUT);
export const transformOrder = transformer(ORDER);
export const transformCheckoutTemplate = transformer(TEMPLATE);
export const transformFulfillments = transformer(FULFILLMENTS);
export const transformTip = transformer(TIP);
const transformOrderChanges = transformer(ORDER_CHANGES);

/** An order action event's body: `{order}`; order_committed adds `commitDate` and `changes`. */
export function transformOrderAction(data: unknown): void {
  const body = data as { order?: unknown; commitDate?: unknown; changes?: unknown };
  transformOrder(body.order);
  convertPaths(body, ['commitDate'], toDate);
  transformOrderChanges(body.changes);
}

export const transformCheckoutCompleted = (data: unknown): void =>
  transformCheckout((data as { checkout?: unknown }).checkout);

/** checkout_template_used: the template and the checkout made from it. */
export function transformTemplateUsed(data: unknown): void {
  const body = data as { checkoutTemplate?: unknown; checkout?: unknown };
  transformCheckoutTemplate(body.checkoutTemplate);
  transformCheckout(body.checkout);
}
