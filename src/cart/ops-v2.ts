// `client.cart` on Current Cart V2 (platform-2026.md §2): the V2 calls, their answers normalized. What a
// page load and a buy click need (read the cart, add to it) is here; every other call loads on first use
// (ops-v2-more.ts), which in the widget is when the cart first opens, since an open cart asks for totals.
import type { SessionCore } from '../auth/session.ts';
import { orNull } from '../http/or-null.ts';
import { onDemand } from '../on-demand.ts';
import { cartFromV2, cartAnswerFromV2 as normalized } from './normalize-v2.ts';
import type { CartOps, LastCart } from './ops.ts';
import { cartV2Calls } from './v2.ts';

export function cartV2Ops(core: SessionCore, last: LastCart): CartOps {
  const calls = cartV2Calls(core);
  const { withCart } = calls;
  const more = onDemand(() =>
    import('./ops-v2-more.ts').then((module) => module.moreCartV2Ops(core, calls, last, ops.get)),
  );

  // The rarer calls are written out, each loading ops-v2-more.ts on first use, so that go-to-definition
  // lands on a line that names the code it runs.
  const ops: CartOps = {
    get: async (signal) => {
      const answer = await orNull(withCart('GET', '', undefined, signal));
      return answer && cartFromV2(answer.cart);
    },
    add: ({ lineItems }, signal) =>
      normalized(withCart('POST', '/add-line-items', { catalogItems: lineItems }, signal)),
    updateQuantities: async (...a) => (await more()).updateQuantities(...a),
    removeLineItems: async (...a) => (await more()).removeLineItems(...a),
    applyCoupon: async (...a) => (await more()).applyCoupon(...a),
    removeCoupon: async (...a) => (await more()).removeCoupon(...a),
    estimate: async (...a) => (await more()).estimate(...a),
    update: async (...a) => (await more()).update(...a),
    setDeliveryMethod: async (...a) => (await more()).setDeliveryMethod(...a),
    removeDeliveryMethod: async (...a) => (await more()).removeDeliveryMethod(...a),
    addGiftCard: async (...a) => (await more()).addGiftCard(...a),
    removeGiftCard: async (...a) => (await more()).removeGiftCard(...a),
    checkout: async (...a) => (await more()).checkout(...a),
    delete: async (...a) => (await more()).delete(...a),
  };
  return ops;
}
