// `client.cart`: one cart interface over Current Cart V2 (the default) and Cart V1 (docs/client.md). Each
// call goes to the generation in use; when V2 refuses a visitor's token (403), the very same call goes to
// V1 (a refusal changed nothing), and when V1 answers, V1 is remembered for this client id. Cart V1's code
// is loaded only when a call goes there (on a V1 client, or after the fallback).
import type { SessionCore } from '../auth/session.ts';
import { ApiError } from '../errors/api-error.ts';
import { onDemand } from '../on-demand.ts';
import type { Cart, CartApiVersion } from '../types/cart.ts';
import type { CartApi } from './cart-api.ts';
import { cartNews } from './cart-news.ts';
import { cartGeneration } from './generation.ts';
import type { CartOps } from './ops.ts';
import { cartV2Ops } from './ops-v2.ts';
import { cartV2Refusals } from './v2.ts';

type Op = keyof CartOps;

/** The calls that change the cart: the other clients of this client id are told when one succeeds. */
const CHANGES: ReadonlySet<Op> = new Set<Op>([
  'add',
  'updateQuantities',
  'removeLineItems',
  'applyCoupon',
  'removeCoupon',
  'update',
  'setDeliveryMethod',
  'removeDeliveryMethod',
  'addGiftCard',
  'removeGiftCard',
  'delete',
]);

export function createCart(core: SessionCore, chosen: CartApiVersion): CartApi {
  const generation = cartGeneration(core, chosen);
  let last: Cart | undefined;
  const v2 = cartV2Ops(core, () => last);
  const v1Module = onDemand(() => import('./ops-v1.ts'));
  let v1Ops: CartOps | undefined;
  const v1 = async () => (v1Ops ??= (await v1Module()).cartV1Ops(core));
  const fallBackToV1 = async () => {
    if (generation.fallBackToV1()) (await v1Module()).warnV1Fallback(core);
  };

  const news = cartNews(core.platform, core.clientId);
  const remember = (name: Op, result: unknown) => {
    if (CHANGES.has(name)) news.tell();
    if (name === 'delete' || result === null) last = undefined;
    else if (name === 'get') last = result as Cart;
    else if (result && typeof result === 'object' && 'cart' in result) last = (result as { cart: Cart }).cart;
    return result;
  };

  const run = async <K extends Op>(
    name: K,
    ...args: Parameters<CartOps[K]>
  ): Promise<Awaited<ReturnType<CartOps[K]>>> => {
    const on = async (api: CartApiVersion) => {
      const ops = api === 'v2' ? v2 : await v1();
      return remember(name, await (ops[name] as (...a: unknown[]) => Promise<unknown>)(...args)) as Awaited<
        ReturnType<CartOps[K]>
      >;
    };
    const api = generation.current();
    try {
      return await on(api);
    } catch (error) {
      const visitor = core.storage.get().refreshToken.role !== 'member';
      if (api === 'v1' || !visitor || !cartV2Refusals.has(error as object)) throw error;
      try {
        const result = await on('v1');
        await fallBackToV1();
        return result;
      } catch (v1Error) {
        // V1 answered (a 404 with no cart, a refused coupon…): it exists and takes this token.
        if (v1Error instanceof ApiError && v1Error.status !== 403) await fallBackToV1();
        throw v1Error;
      }
    }
  };

  // Each call written out, so that go-to-definition lands on a line that names the call it runs.
  return {
    api: async () => generation.current(),
    onChangedElsewhere: (listener) => news.listen(listener),
    get: (...a) => run('get', ...a),
    add: (...a) => run('add', ...a),
    updateQuantities: (...a) => run('updateQuantities', ...a),
    removeLineItems: (...a) => run('removeLineItems', ...a),
    applyCoupon: (...a) => run('applyCoupon', ...a),
    removeCoupon: (...a) => run('removeCoupon', ...a),
    update: (...a) => run('update', ...a),
    setDeliveryMethod: (...a) => run('setDeliveryMethod', ...a),
    removeDeliveryMethod: (...a) => run('removeDeliveryMethod', ...a),
    addGiftCard: (...a) => run('addGiftCard', ...a),
    removeGiftCard: (...a) => run('removeGiftCard', ...a),
    estimate: (...a) => run('estimate', ...a),
    checkout: (...a) => run('checkout', ...a),
    delete: (...a) => run('delete', ...a),
  };
}
