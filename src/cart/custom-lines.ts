// Custom line items on the current cart. The platform asks for the "Manage eCommerce - Admin Permissions"
// scope (both generations' typings), which a visitor's or member's token has not, and refuses them with a
// 403 that says nothing. The client says what happened and what works: the admin client's `carts`, by the
// cart's id (admin-carts.ts).
import { ApiError } from '../errors/api-error.ts';
import { ElevationRequiredError } from '../errors/elevation-required-error.ts';

/** `call`'s answer; its 403, when `custom` holds items, as an ElevationRequiredError that says why. */
export async function explainCustomLinesRefusal<T>(
  call: Promise<T>,
  operation: string,
  custom: readonly unknown[] | undefined,
  instead: string,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403 || !custom?.length) throw error;
    throw new ElevationRequiredError(operation, {
      instead: `custom line items need the "Manage eCommerce - Admin Permissions" scope, which a shopper's token has not: add them on your server with ${instead}(cartId, …), cartId being the id of the shopper's cart`,
      cause: error,
    });
  }
}
