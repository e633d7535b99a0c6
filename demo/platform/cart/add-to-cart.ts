// What Cart V1 adds to a cart: catalog items (merged into their lines), custom line items (the merchant's
// only: custom-lines.ts) and, on add-to-cart, the business location. Shared by the current cart (routes.ts)
// and the merchant's cart by id (by-id-routes.ts), which differ only in how they find the cart.
import { validationError, violation } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { readCustomLineItems, requireAdminScope } from './custom-lines.ts';
import { withAddedItems } from './edit.ts';
import { readLocationId } from './input.ts';
import { MAX_LINE_ITEMS, readItems, resolveItem } from './resolve.ts';
import type { StoredCart, StoredLine } from './types.ts';

export const noItems = (list: unknown) => list === undefined || (Array.isArray(list) && list.length === 0);

/**
 * Items one add-to-cart takes of each list: the typings' `@maxSize 100` on `AddToCurrentCartRequest` and
 * `AddToCartRequest` (`lineItems`, `customLineItems`); the PATCH takes MAX_LINE_ITEMS, as V2's adds do.
 */
export const ADD_TO_CART_MAX = 100;

export function v1Additions(platform: Platform) {
  /** Catalog items merged into `lines`. */
  const addedLines = (lines: StoredLine[], input: unknown, max = MAX_LINE_ITEMS) =>
    withAddedItems(
      lines,
      readItems(input, 'lineItems', max).flatMap((item) => resolveItem(platform, item) ?? []),
    );

  /** Custom line items appended to `lines`; a cart holds at most MAX_LINE_ITEMS lines. */
  const withCustomLines = (
    lines: StoredLine[],
    input: unknown,
    ctx: RequestContext,
    max = MAX_LINE_ITEMS,
  ): StoredLine[] => {
    if (noItems(input)) return lines;
    requireAdminScope(platform, ctx);
    const custom = readCustomLineItems(input, max);
    if (lines.length + custom.length > MAX_LINE_ITEMS)
      throw validationError([
        violation('customLineItems', `a cart holds at most ${MAX_LINE_ITEMS} lines`, 'MAX_SIZE', {
          max: MAX_LINE_ITEMS,
        }),
      ]);
    return [...lines, ...custom];
  };

  /**
   * add-to-cart on `existing` (none: the cart it creates): its new lines and business location, checked
   * whole before anything changes.
   */
  const addToCart = (existing: StoredCart | undefined, ctx: RequestContext) => {
    const p = ctx.payload;
    // Catalog items, custom items or both; neither is refused as an add of nothing always was.
    const base = existing?.lines ?? [];
    const catalogLines =
      noItems(p.lineItems) && !noItems(p.customLineItems)
        ? base
        : addedLines(base, p.lineItems, ADD_TO_CART_MAX);
    const lines = withCustomLines(catalogLines, p.customLineItems, ctx, ADD_TO_CART_MAX);
    // The typings: "cannot be passed if one already exists on the cart" (change it with the PATCH).
    const location = readLocationId(p.businessLocationId, 'businessLocationId');
    if (location && existing?.businessLocationId && existing.businessLocationId !== location)
      throw validationError([
        violation(
          'businessLocationId',
          'the cart already has a business location: change it with PATCH cartInfo.businessLocationId',
          'FIELD_NOT_ALLOWED',
        ),
      ]);
    return { lines, location };
  };

  return { addedLines, withCustomLines, addToCart };
}
