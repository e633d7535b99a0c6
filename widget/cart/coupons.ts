// The cart's coupon actions (controller.ts composes them): apply a code, remove the applied coupon. A
// refusal is told under the coupon field in the platform's words (coupon-refusal.ts, loaded with the first
// apply, with its texts), and nothing is shown before the platform answers: a discount is never guessed.
import { type Cart, type DropcartClient, UsageError } from '../../src/index.ts';
import { reasonOf } from '../errors.ts';
import type { EventHub } from '../host/events.ts';
import type { TextPart, Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { Failures } from './failures-on-demand.ts';
import type { CartRequests } from './requests.ts';
import type { CartStore } from './store.ts';
import type { CartView } from './view.ts';

export interface CouponsDeps extends Pick<CartRequests, 'queue' | 'confirm'>, Pick<Failures, 'fail'> {
  client: { cart: Pick<DropcartClient['cart'], 'applyCoupon' | 'removeCoupon'> };
  store: CartStore;
  events: Pick<EventHub, 'emit'>;
  notify: Pick<Notifier, 'announce'>;
  t: Translate;
  /**
   * The drawer's texts (the coupon form's are in it), and a part's with `part` (the refusals' are the
   * `coupon` part): awaited before a result is told.
   */
  loadTexts(part?: TextPart): Promise<void>;
  signal: AbortSignal;
}

export interface Coupons {
  applyCoupon(code: string): Promise<CartView>;
  removeCoupon(): Promise<CartView>;
}

export function createCoupons(deps: CouponsDeps): Coupons {
  const { client, store, events, notify, t, loadTexts, signal, queue, confirm, fail } = deps;
  return {
    applyCoupon(code) {
      const trimmed = typeof code === 'string' ? code.trim() : '';
      // The coupon texts load with the drawer's (the UI half): `Dropcart.applyCoupon()` may come first, so
      // they load alongside the request and every outcome waits for them (offline, the text is empty).
      const texts = loadTexts().catch(() => undefined);
      if (!trimmed)
        return texts.then(() =>
          Promise.reject(new UsageError(`[dropcart] applyCoupon(): ${t('coupon.empty')}`)),
        );
      // A refusal's code and texts come beside the request rather than after its answer: not in the first
      // cart (most carts never apply a coupon), and no round trip between the refusal and its words.
      // Offline, the general texts.
      const refusal = Promise.all([import('./coupon-refusal.ts'), loadTexts('coupon')]).then(
        ([module]) => module.couponRefusal,
        () => reasonOf,
      );
      return queue.run(async () => {
        store.dispatch({ type: 'coupon-refused' });
        let answer: Cart;
        try {
          answer = (await client.cart.applyCoupon(trimmed, signal)).cart;
        } catch (error) {
          const [couponRefusal] = await Promise.all([refusal, texts]);
          return fail(undefined, error, couponRefusal(error, t), 'coupon');
        }
        await texts;
        const cart = confirm(undefined, answer);
        events.emit('coupon-applied', { code: trimmed });
        notify.announce(t('coupon.applied', { code: cart.coupon?.code ?? trimmed }));
        return cart;
      });
    },

    removeCoupon: () =>
      queue.run(async () => {
        try {
          // Cart V2 removes a coupon by its id (the cart's), not its code.
          const couponId = store.getState().confirmed.coupon?.id;
          return confirm(undefined, (await client.cart.removeCoupon(couponId, signal)).cart);
        } catch (error) {
          return fail(undefined, error, t('error.generic', { reason: reasonOf(error, t) }));
        }
      }),
  };
}
