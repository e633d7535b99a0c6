// `Dropcart.checkout()` and the drawer's Check out button: the hand-off's code (checkout.ts) loads on the
// first use; what a failure tells the shopper and the owner is said here, once.
import { CHECKOUT_HELD, codeOf, reasonOf } from '../errors.ts';
import type { Notifier } from '../notify.ts';
import type { UiStore } from '../ui-store.ts';
import type { CheckoutDeps } from './checkout.ts';

/** What the hand-off needs (checkout.ts), and the UI's checkout state and toasts for a failure. */
export interface CheckoutCommandDeps extends Omit<CheckoutDeps, 'destination'> {
  /**
   * The shopper's destination, loaded on demand (totals-on-demand.ts): a checkout may come before the
   * cart's UI, which loads it otherwise.
   */
  destination(): Promise<CheckoutDeps['destination']>;
  ui: CheckoutDeps['ui'] & Pick<UiStore, 'checkoutStarted' | 'checkoutFailed'>;
  notify: CheckoutDeps['notify'] & Pick<Notifier, 'toast'>;
}

export function checkoutCommand(deps: CheckoutCommandDeps): () => Promise<void> {
  const { ui, notify, events, translator } = deps;
  const { t } = translator;
  return async () => {
    ui.checkoutStarted();
    try {
      const [{ startCheckout }, destination] = await Promise.all([
        import('./checkout.ts'),
        deps.destination(),
      ]);
      await startCheckout({ ...deps, destination });
    } catch (error) {
      ui.checkoutFailed();
      // Told already, in the cart it opened at the lines to fix (checkout.ts).
      if (codeOf(error) === CHECKOUT_HELD) throw error;
      // Its text is in the UI half (a checkout from the API may come before the drawer loaded it).
      await translator.loadUi().catch(() => undefined);
      const message = t('checkout.failed', { reason: reasonOf(error, t) });
      notify.toast(message, 'error');
      events.emit('error', { code: codeOf(error), message });
      throw error;
    }
  };
}
