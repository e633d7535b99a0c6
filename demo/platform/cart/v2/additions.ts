// What Current Cart V2's create and add-line-items add: catalog items (refusals.ts: what the catalog cannot
// give is a 428) and custom items (the merchant's only: custom-lines.ts). Shared by the current cart
// (routes.ts) and the merchant's cart by id (by-id-routes.ts).
import { applicationError, validationError, violation } from '../../http/errors.ts';
import type { RequestContext } from '../../http/router.ts';
import type { Platform } from '../../platform.ts';
import { noItems } from '../add-to-cart.ts';
import { readCustomItems, requireAdminScope } from '../custom-lines.ts';
import { MAX_LINE_ITEMS, readItems } from '../resolve.ts';
import type { StoredLine } from '../types.ts';
import { v2AddedLines } from './refusals.ts';

/** `lines` with the request's `catalogItems` and `customItems` added, checked whole. */
export const v2Additions =
  (platform: Platform) =>
  (lines: StoredLine[], ctx: RequestContext): StoredLine[] => {
    const { catalogItems, customItems } = ctx.payload;
    if (noItems(catalogItems) && noItems(customItems))
      throw applicationError(400, 'NO_LINE_ITEMS_TO_ADD', 'Give catalogItems or customItems to add');
    if (!noItems(customItems)) requireAdminScope(platform, ctx);
    const custom = noItems(customItems) ? [] : readCustomItems(customItems);
    const added = noItems(catalogItems)
      ? lines
      : v2AddedLines(platform, lines, readItems(catalogItems, 'catalogItems'));
    if (added.length + custom.length > MAX_LINE_ITEMS)
      throw validationError([
        violation('customItems', `a cart holds at most ${MAX_LINE_ITEMS} lines`, 'MAX_SIZE', {
          max: MAX_LINE_ITEMS,
        }),
      ]);
    return [...added, ...custom];
  };
