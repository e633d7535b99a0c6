// Readers for Current Cart V2 request bodies (platform-2026.md §2.1, §2.2). Input-shape problems are 400:
// field violations, or the declared input-shape codes (DUPLICATE_LINE_ITEM_UPDATES, EMPTY_LINE_ITEM_UPDATES).
import { isObj, type JsonObject } from '../../catalog/json.ts';
import { applicationError, type FieldViolation, validationError, violation } from '../../http/errors.ts';
import { readAddress, readEmail } from '../address.ts';
import { readLocationId } from '../input.ts';
import { quantityViolation } from '../resolve.ts';
import type { Address, BuyerDetails } from '../types.ts';

/** A required non-empty string at `field` of `payload`. */
export function requiredText(payload: JsonObject, key: string, field: string, max = 200): string {
  const value = payload[key];
  if (typeof value !== 'string' || !value.trim())
    throw validationError([violation(field, 'is required', 'REQUIRED_FIELD')]);
  if (value.length > max)
    throw validationError([violation(field, `must be at most ${max} characters`, 'MAX_LENGTH', { max })]);
  return value.trim();
}

export const objectAt = (payload: JsonObject, key: string, field: string): JsonObject => {
  const value = payload[key];
  if (!isObj(value))
    throw validationError([violation(field, 'is required and must be an object', 'REQUIRED_FIELD')]);
  return value;
};

/** `lineItems: [{lineItemId, quantity: {newQuantity}}]` of update-line-items (newQuantity 1–100000). */
export function readLineUpdates(input: unknown): Array<{ id: string; quantity: number }> {
  if (!Array.isArray(input) || input.length === 0 || input.length > 100)
    throw validationError([
      violation('lineItems', 'must be an array of 1 to 100 line item updates', 'MIN_SIZE', {
        min: 1,
        max: 100,
      }),
    ]);
  const problems: FieldViolation[] = [];
  const empty: string[] = [];
  const updates = input.map((item: unknown, i) => {
    const obj = isObj(item) ? item : {};
    const id = typeof obj.lineItemId === 'string' && obj.lineItemId ? obj.lineItemId : '';
    if (!id) problems.push(violation(`lineItems[${i}].lineItemId`, 'is required', 'REQUIRED_FIELD'));
    if (!isObj(obj.quantity)) {
      if (id) empty.push(id);
      return { id, quantity: 0 };
    }
    const q = quantityViolation(`lineItems[${i}].quantity.newQuantity`, obj.quantity.newQuantity);
    if (q) problems.push(q);
    return { id, quantity: obj.quantity.newQuantity as number };
  });
  if (problems.length) throw validationError(problems);
  if (empty.length)
    throw applicationError(400, 'EMPTY_LINE_ITEM_UPDATES', 'A line item update changes nothing', {
      lineItemIds: empty,
    });
  const ids = updates.map((u) => u.id);
  const duplicates = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (duplicates.length)
    throw applicationError(400, 'DUPLICATE_LINE_ITEM_UPDATES', 'A line item is updated twice', {
      duplicateLineItemIds: duplicates,
    });
  return updates;
}

export interface CartPatch {
  note?: string;
  buyerDetails?: BuyerDetails;
  deliveryAddress?: Address;
  billingAddress?: Address;
  locationId?: string;
}

const DETAILS = ['firstName', 'lastName', 'phone', 'company'] as const;
const VAT_TYPES = ['UNSPECIFIED', 'CPF', 'CNPJ'] as const;

function readDetails(input: JsonObject, field: string): BuyerDetails {
  const problems: FieldViolation[] = [];
  const details: BuyerDetails = {};
  for (const key of DETAILS) {
    const v = input[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' || v.length > 100)
      problems.push(violation(`${field}.${key}`, 'must be a string of at most 100 characters', 'MAX_LENGTH'));
    else details[key] = v;
  }
  const vat = input.vatId;
  if (vat !== undefined && vat !== null) {
    const type = isObj(vat) ? (vat.type ?? 'UNSPECIFIED') : undefined;
    if (!isObj(vat) || typeof vat.id !== 'string' || !VAT_TYPES.includes(type as (typeof VAT_TYPES)[number]))
      problems.push(violation(`${field}.vatId`, 'must be {id, type: UNSPECIFIED|CPF|CNPJ}', 'FORMAT'));
    else details.vatId = { id: vat.id, type: type as (typeof VAT_TYPES)[number] };
  }
  if (problems.length) throw validationError(problems);
  return details;
}

/**
 * `{cart: {...}}` of PATCH /ecom/v2/carts/current. Buyer note, `customerInfo`, `deliveryInfo.address`,
 * `paymentInfo.billingAddress` and `billingContact` are written; read-only fields (lines, coupons, the
 * delivery method, …) are ignored, as the JSDoc sends them to their dedicated endpoints.
 */
export function readCartPatch(payload: JsonObject): CartPatch {
  const cart = objectAt(payload, 'cart', 'cart');
  const patch: CartPatch = {};
  if (cart.note !== undefined && cart.note !== null) {
    if (typeof cart.note !== 'string' || cart.note.length > 1000)
      throw validationError([
        violation('cart.note', 'must be a string of at most 1000 characters', 'MAX_LENGTH', { max: 1000 }),
      ]);
    patch.note = cart.note;
  }
  const customer = cart.customerInfo;
  if (isObj(customer)) {
    const email = readEmail(customer.email, 'cart.customerInfo.email');
    patch.buyerDetails = { ...readDetails(customer, 'cart.customerInfo'), ...(email ? { email } : {}) };
  }
  const deliveryAddress = isObj(cart.deliveryInfo)
    ? readAddress(cart.deliveryInfo.address, 'cart.deliveryInfo.address')
    : undefined;
  if (deliveryAddress) patch.deliveryAddress = deliveryAddress;
  const payment = isObj(cart.paymentInfo) ? cart.paymentInfo : {};
  const billingAddress = readAddress(payment.billingAddress, 'cart.paymentInfo.billingAddress');
  if (billingAddress) patch.billingAddress = billingAddress;
  const locationId = readLocationId(
    isObj(cart.businessInfo) ? cart.businessInfo.locationId : undefined,
    'cart.businessInfo.locationId',
  );
  if (locationId) patch.locationId = locationId;
  if (isObj(payment.billingContact))
    patch.buyerDetails = {
      ...readDetails(payment.billingContact, 'cart.paymentInfo.billingContact'),
      ...patch.buyerDetails,
    };
  return patch;
}

/** estimate's flags (all default to false, JSDoc) and `validationConfig`. */
export function readEstimateFlags(payload: JsonObject) {
  const flag = (key: string): boolean => {
    const v = payload[key];
    if (v === undefined || v === null) return false;
    if (typeof v !== 'boolean') throw validationError([violation(key, 'must be true or false', 'FORMAT')]);
    return v;
  };
  const config = payload.validationConfig ?? 'PRE_CHECKOUT_VALIDATIONS';
  if (
    typeof config !== 'string' ||
    !['SKIP_VALIDATIONS', 'PRE_CHECKOUT_VALIDATIONS', 'CHECKOUT_VALIDATIONS'].includes(config)
  )
    throw validationError([
      violation(
        'validationConfig',
        'must be SKIP_VALIDATIONS, PRE_CHECKOUT_VALIDATIONS or CHECKOUT_VALIDATIONS',
        'INVALID_ENUM_VALUE',
      ),
    ]);
  return {
    refreshCart: flag('refreshCart'),
    calculateDelivery: flag('calculateDelivery'),
    calculateTax: flag('calculateTax'),
    calculateGiftCards: flag('calculateGiftCards'),
    // No additional fees are configured in the store; the flag is read for its shape only.
    calculateAdditionalFees: flag('calculateAdditionalFees'),
    validate: config !== 'SKIP_VALIDATIONS',
  };
}
