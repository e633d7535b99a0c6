// Custom line items: items priced by the caller, not read from the catalog (Cart V1 `customLineItems`,
// `CustomLineItem` of @wix/auto_sdk_ecom_current-cart; Cart V2 `customItems`, `CustomItemInput` of
// @wix/auto_sdk_ecom_current-cart-v-2). Stored beside catalog lines with their own name and price; never
// merged with another line; no stock unless the caller gave `quantityAvailable`. Only the merchant may add
// them (requireAdminScope). docs/emulator.md.
import { randomUUID } from 'node:crypto';
import { isObj, type JsonObject } from '../catalog/json.ts';
import { type FieldViolation, missingScope, validationError, violation } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { MAX_LINE_ITEMS, quantityViolation } from './resolve.ts';
import type { CustomLine, StoredLine } from './types.ts';

/**
 * Both generations' typings: "To access and manage custom line items, your app must have the permission
 * scope named 'Manage eCommerce - Admin Permissions'" (V1 `customLineItems`; V2's add and create carry the
 * permission `ECOM.ADMIN_MODIFY_CARTS`). A visitor's or member's token has not; here only the merchant's API
 * key has it. Refused before the items are read, so a refusal says nothing about them.
 */
export function requireAdminScope(platform: Platform, ctx: RequestContext): void {
  if (platform.identify(ctx).kind !== 'merchant') throw missingScope();
}

const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;

/** A price of the typings (`@decimalValue options { gte:0, lte:999999999, maxScale:3 }`), or a violation. */
function decimal(value: unknown, field: string, problems: FieldViolation[], required: boolean) {
  if (value === undefined || value === null) {
    if (required) problems.push(violation(field, 'is required', 'REQUIRED_FIELD'));
    return undefined;
  }
  if (typeof value !== 'string' || !DECIMAL.test(value)) {
    problems.push(
      violation(field, 'must be a decimal string from 0 to 999999999 (3 decimals at most)', 'FORMAT'),
    );
    return undefined;
  }
  return Number(value);
}

function readList(input: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(input)) throw validationError([violation(field, 'must be an array of items', 'FORMAT')]);
  if (input.length > max)
    throw validationError([violation(field, `at most ${max} items at once`, 'MAX_SIZE', { max })]);
  return input;
}

interface Parsed {
  name: unknown;
  quantity: unknown;
  price: unknown;
  fullPrice: unknown;
  itemType: unknown;
  custom: Omit<CustomLine, 'itemType'>;
}

function stored(parsed: Parsed[], field: string, quantityField: string, priceField: string): StoredLine[] {
  const problems: FieldViolation[] = [];
  const lines = parsed.map((p, i): StoredLine => {
    const at = `${field}[${i}]`;
    const q = quantityViolation(`${at}.${quantityField}`, p.quantity);
    if (q) problems.push(q);
    const price = decimal(p.price, `${at}.${priceField}`, problems, true) ?? 0;
    const fullPrice = decimal(p.fullPrice, `${at}.fullPrice`, problems, false) ?? price;
    const name = isObj(p.name) && typeof p.name.original === 'string' ? p.name.original : '';
    if (!name)
      problems.push(
        violation(
          `${at}.${field === 'customItems' ? 'name' : 'productName'}.original`,
          'is required',
          'REQUIRED_FIELD',
        ),
      );
    const itemType = isObj(p.itemType) ? p.itemType : undefined;
    if (!itemType || (typeof itemType.preset !== 'string' && typeof itemType.custom !== 'string'))
      problems.push(violation(`${at}.itemType`, 'is required: {preset} or {custom}', 'REQUIRED_FIELD'));
    const quantity = typeof p.quantity === 'number' ? p.quantity : 1;
    return {
      id: randomUUID(),
      productId: '',
      variantId: '',
      options: {},
      customTextFields: {},
      requestedQuantity: quantity,
      quantity,
      snapshot: { name, price, fullPrice, weight: p.custom.weight ?? 0 },
      custom: { ...p.custom, itemType: (itemType ?? {}) as CustomLine['itemType'] },
    };
  });
  if (problems.length) throw validationError(problems);
  return lines;
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** Cart V1 `customLineItems` (`CustomLineItem`): `productName`, `price`, `itemType` and `quantity` required. */
export function readCustomLineItems(input: unknown, max = MAX_LINE_ITEMS): StoredLine[] {
  const parsed = readList(input, 'customLineItems', max).map((item): Parsed => {
    const it: JsonObject = isObj(item) ? item : {};
    const weight = isObj(it.physicalProperties) ? it.physicalProperties.weight : undefined;
    return {
      name: it.productName,
      quantity: it.quantity,
      price: it.price,
      fullPrice: it.fullPrice,
      itemType: it.itemType,
      custom: {
        ...optional('catalogReference', isObj(it.catalogReference) ? it.catalogReference : undefined),
        ...optional('descriptionLines', Array.isArray(it.descriptionLines) ? it.descriptionLines : undefined),
        ...optional(
          'quantityAvailable',
          typeof it.quantityAvailable === 'number' ? it.quantityAvailable : undefined,
        ),
        ...optional('weight', typeof weight === 'number' ? weight : undefined),
      },
    };
  });
  return stored(parsed, 'customLineItems', 'quantity', 'price');
}

/** Cart V2 `customItems` (`CustomItemInput`): `name`, `quantityInfo`, `pricing.price.amount`, `attributes`. */
export function readCustomItems(input: unknown): StoredLine[] {
  const parsed = readList(input, 'customItems', MAX_LINE_ITEMS).map((item): Parsed => {
    const it: JsonObject = isObj(item) ? item : {};
    const quantityInfo = isObj(it.quantityInfo) ? it.quantityInfo : {};
    const pricing = isObj(it.pricing) ? it.pricing : {};
    const attributes = isObj(it.attributes) ? it.attributes : {};
    const source = isObj(it.source) ? it.source : {};
    const amount = (m: unknown) => (isObj(m) ? m.amount : undefined);
    return {
      name: it.name,
      quantity: quantityInfo.requestedQuantity,
      price: amount(pricing.price),
      fullPrice: amount(pricing.fullPrice),
      itemType: attributes.itemType,
      custom: {
        ...optional('catalogReference', isObj(source.catalogReference) ? source.catalogReference : undefined),
        ...optional(
          'descriptionLines',
          Array.isArray(attributes.descriptionLines) ? attributes.descriptionLines : undefined,
        ),
        ...optional(
          'quantityAvailable',
          typeof quantityInfo.availableQuantity === 'number' ? quantityInfo.availableQuantity : undefined,
        ),
      },
    };
  });
  return stored(parsed, 'customItems', 'quantityInfo.requestedQuantity', 'pricing.price.amount');
}
