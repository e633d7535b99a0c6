// `client.cart` on Current Cart V2 (platform-2026.md §2): the V2 calls, their answers normalized. What a
// page load and a buy click need (read the cart, add to it) is here; every other call loads on first use
// (ops-v2-more.ts), which in the widget is when the cart first opens, since an open cart asks for totals.
import type { SessionCore } from '../auth/session.ts';
import { orNull } from '../http/or-null.ts';
import { onDemand } from '../on-demand.ts';
import { cartFromV2, cartAnswerFromV2 as normalized } from './normalize-v2.ts';
import type { CartOps, LastCart } from './ops.ts';
import type { MoreCartV2Ops } from './ops-v2-more.ts';
import { cartV2Calls } from './v2.ts';

type MoreOp = keyof MoreCartV2Ops;
/** The calls whose code loads on first use (ops-v2-more.ts); typed, so none is missing from `client.cart`. */
const MORE: Record<MoreOp, true> = {
  updateQuantities: true,
  removeLineItems: true,
  applyCoupon: true,
  removeCoupon: true,
  estimate: true,
  update: true,
  setDeliveryMethod: true,
  removeDeliveryMethod: true,
  addGiftCard: true,
  removeGiftCard: true,
  checkout: true,
  delete: true,
};

export function cartV2Ops(core: SessionCore, last: LastCart): CartOps {
  const calls = cartV2Calls(core);
  const { withCart } = calls;
  const more = onDemand(() =>
    import('./ops-v2-more.ts').then((module) => module.moreCartV2Ops(core, calls, last, ops.get)),
  );

  const ops = {
    get: async (signal) => {
      const answer = await orNull(withCart('GET', '', undefined, signal));
      return answer && cartFromV2(answer.cart);
    },
    add: ({ lineItems }, signal) =>
      normalized(withCart('POST', '/add-line-items', { catalogItems: lineItems }, signal)),
  } satisfies Omit<CartOps, MoreOp> as CartOps;
  for (const name of Object.keys(MORE) as MoreOp[])
    (ops as unknown as Record<MoreOp, unknown>)[name] = async (...args: unknown[]) =>
      ((await more())[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  return ops;
}
