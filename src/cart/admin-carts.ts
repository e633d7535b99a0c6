// A shopper's cart by its id, for the store's server (`carts` of the admin client, `dropcart/admin`): how
// custom line items reach a cart. They need the "Manage eCommerce - Admin Permissions" scope, which a
// visitor's or member's token has not (custom-lines.ts), and the API key has no current cart, so the server
// adds them by the id the shopper's client reads (`client.cart.get()`'s `id`). Only the admin entry imports
// this module. The id goes in the path and, as the SDK's request builders send it, in the body too.
import { merchantCall } from '../auth/merchant.ts';
import type { SessionCore } from '../auth/session.ts';
import { CART, segment } from '../http/prefixes.ts';
import type { CartItemInput } from '../types/cart.ts';
import type { CartV2Response } from '../types/cart-v2.ts';
import type { CartV1 } from '../types/commerce.ts';
import type { CustomItemInput } from '../types/custom-items.ts';
import { cartFromWire } from './dates.ts';
import type { AddToCartParams } from './v1.ts';
import { cartV2FromWire } from './v2.ts';

/** Adds to a cart by id with the merchant API key (`client.carts` of createAdminClient). */
export interface AdminCartsApi {
  /** Cart V1 `POST /ecom/v1/carts/{id}/add-to-cart` (the SDK's `addToCart` of `@wix/ecom` cart). */
  addToCartV1(cartId: string, p: AddToCartParams, signal?: AbortSignal): Promise<{ cart: CartV1 }>;
  /** Cart V2 `POST /ecom/v2/carts/{cartId}/add-line-items` (the SDK's `addLineItems` of cart V2). */
  addLineItemsV2(
    cartId: string,
    p: { catalogItems?: CartItemInput[]; customItems?: CustomItemInput[] },
    signal?: AbortSignal,
  ): Promise<CartV2Response>;
}

export function createAdminCartsApi(core: SessionCore): AdminCartsApi {
  const add = <T>(operation: string, path: string, payload: object, signal?: AbortSignal) =>
    merchantCall<T>(core, operation, {
      method: 'POST',
      path: CART + path,
      payload: payload as Record<string, unknown>,
      signal,
    });
  return {
    addToCartV1: async (cartId, p, signal) => {
      const answer = await add<{ cart: unknown }>(
        'carts.addToCartV1',
        `/v1/carts/${segment(cartId)}/add-to-cart`,
        { id: cartId, ...p },
        signal,
      );
      return { cart: cartFromWire(answer.cart) };
    },
    addLineItemsV2: async (cartId, p, signal) =>
      cartV2FromWire(
        await add<CartV2Response>(
          'carts.addLineItemsV2',
          `/v2/carts/${segment(cartId)}/add-line-items`,
          { cartId, ...p },
          signal,
        ),
      ),
  };
}
