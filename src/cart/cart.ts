// `client.cart`: one cart interface over Current Cart V2 (the default) and Cart V1 (CLIENT-API.md). Each
// call goes to the generation in use; when V2 refuses a visitor's token (403), the very same call goes to
// V1 (a refusal changed nothing), and when V1 answers, V1 is remembered for this client id.
import type { SessionCore } from '../auth/session.ts';
import { ApiError } from '../errors/api-error.ts';
import type { Cart, CartApiVersion } from '../types/cart.ts';
import { cartGeneration } from './generation.ts';
import type { CartOps } from './ops.ts';
import { cartV1Ops } from './ops-v1.ts';
import { cartV2Ops } from './ops-v2.ts';
import type { CartV1Api } from './v1.ts';
import { type CartV2Api, cartV2Refusals } from './v2.ts';

type Op = keyof CartOps;

export function createCart(core: SessionCore, v1: CartV1Api, v2: CartV2Api, chosen: CartApiVersion) {
  const generation = cartGeneration(core, chosen);
  let last: Cart | undefined;
  const ops = { v1: cartV1Ops(core, v1), v2: cartV2Ops(core, v2, () => last) };

  const remember = (name: Op, result: unknown) => {
    if (name === 'delete' || result === null) last = undefined;
    else if (name === 'get') last = result as Cart;
    else if (result && typeof result === 'object' && 'cart' in result) last = (result as { cart: Cart }).cart;
    return result;
  };

  const run = async <K extends Op>(
    name: K,
    ...args: Parameters<CartOps[K]>
  ): Promise<Awaited<ReturnType<CartOps[K]>>> => {
    const on = (api: CartApiVersion) =>
      (ops[api][name] as (...a: unknown[]) => Promise<unknown>)(...args).then((r) =>
        remember(name, r),
      ) as Promise<Awaited<ReturnType<CartOps[K]>>>;
    const api = generation.current();
    try {
      return await on(api);
    } catch (error) {
      const visitor = core.storage.get().refreshToken.role !== 'member';
      if (api === 'v1' || !visitor || !cartV2Refusals.has(error as object)) throw error;
      try {
        const result = await on('v1');
        generation.fallBackToV1();
        return result;
      } catch (v1Error) {
        // V1 answered (a 404 with no cart, a refused coupon…): it exists and takes this token.
        if (v1Error instanceof ApiError && v1Error.status !== 403) generation.fallBackToV1();
        throw v1Error;
      }
    }
  };

  type S = AbortSignal | undefined;
  type P<K extends Op> = Parameters<CartOps[K]>;
  return {
    /** The current cart; null when there is none yet (any 404 from the current-cart path). */
    get: (signal?: S) => run('get', signal),
    /** Adds catalog items (V2 sends them as `catalogItems`); creates the cart when there is none. */
    add: (p: P<'add'>[0], signal?: S) => run('add', p, signal),
    /** Quantity 0 removes the line. The platform may cap a quantity at the stock: compare what comes back. */
    updateQuantities: (items: P<'updateQuantities'>[0], signal?: S) => run('updateQuantities', items, signal),
    removeLineItems: (ids: string[], signal?: S) => run('removeLineItems', ids, signal),
    /** A refused code is an ApiError with the platform's code (V2 `INVALID_COUPON_CODE`, V1 `ERROR_COUPON_…`). */
    applyCoupon: (code: string, signal?: S) => run('applyCoupon', code, signal),
    /** V2 removes by id: `couponId`, else the last cart's coupon, else the cart's as read first. */
    removeCoupon: (couponId?: string, signal?: S) => run('removeCoupon', couponId, signal),
    /** Buyer, delivery address, billing address (V2 only) and note. */
    update: (p: P<'update'>[0], signal?: S) => run('update', p, signal),
    setDeliveryMethod: (method: P<'setDeliveryMethod'>[0], signal?: S) =>
      run('setDeliveryMethod', method, signal),
    /** Cart V2 only. */
    removeDeliveryMethod: (signal?: S) => run('removeDeliveryMethod', signal),
    /** Cart V2 only. */
    addGiftCard: (code: string, signal?: S) => run('addGiftCard', code, signal),
    /** Cart V2 only; `id` is the cart's gift card id. */
    removeGiftCard: (id: string, signal?: S) => run('removeGiftCard', id, signal),
    /** The totals. A read, retried like one (V2 stores a new address or method on the cart first). */
    estimate: (p?: P<'estimate'>[0], signal?: S) => run('estimate', p, signal),
    /** The hand-off to the hosted checkout: navigate to `redirectSession.fullUrl`. */
    checkout: (p: P<'checkout'>[0], signal?: S) => run('checkout', p, signal),
    delete: (signal?: S) => run('delete', signal),
    /** The generation in use for this site, after any fallback. */
    api: async (): Promise<CartApiVersion> => generation.current(),
  };
}

export type CartApi = ReturnType<typeof createCart>;
