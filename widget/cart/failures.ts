// How the cart's actions (controller.ts) tell a failure: rolled back, said once where the shopper looks (a
// refusal that says why at its line, a coupon's under its field, anything else as a toast), and reported to
// the page as `dropcart:error` with the code. A failure that may still have been applied reads the cart back.
import { isApiError, isDropcartError, isSystemError } from '../../src/index.ts';
import { CART_ALREADY_ORDERED, isAbort, isOwnerMistake, reasonOf } from '../errors.ts';
import type { EventHub } from '../host/events.ts';
import type { Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { CartStore } from './store.ts';
import type { LineView } from './view.ts';

/** The item a failed change was about: its line as shown (for "Organic Cotton Tee (M, Red)") and id. */
export interface RefusedItem {
  line: Pick<LineView, 'name' | 'details'>;
  lineId?: string | undefined;
}

/** Where a refusal that says why is told: at the line it is about, if the cart shows it. */
export type Place = 'coupon' | { lineId?: string | undefined };

export interface FailuresDeps {
  store: CartStore;
  events: Pick<EventHub, 'emit'>;
  notify: Pick<Notifier, 'announce' | 'toast'>;
  t: Translate;
  signal: AbortSignal;
  /** Whether the shopper sees the cart now: a notice there is read where it is; otherwise it is a toast. */
  cartShown(): boolean;
  /** Reads the cart back from the platform. */
  reload(): void;
}

/**
 * Whether a failed change may still have been applied: its answer was lost (`OUTCOME_UNKNOWN`), or it was a
 * 5xx, which is no proof that nothing happened (a platform that failed after writing, a gateway that gave
 * up on an answer on its way). A 4xx is the platform's refusal: nothing changed.
 */
function mayHaveApplied(error: unknown, wasNeverSent: (error: unknown) => boolean): boolean {
  if (wasNeverSent(error)) return false;
  return (isSystemError(error) && error.outcomeUnknown) || (isApiError(error) && error.status >= 500);
}

/**
 * `tell` and `wasNeverSent` are failures-on-demand.ts's, which boot keeps: an add's answer may be told, and
 * a change marked as never sent, before any failure has loaded this file.
 */
export function createFailures(
  { store, events, notify, t, signal, cartShown, reload }: FailuresDeps,
  {
    tell,
    wasNeverSent,
  }: { tell(text: string, lineId?: string): void; wasNeverSent(error: unknown): boolean },
) {
  /**
   * A failure told once, where it belongs: a coupon's under the coupon field while the cart is shown
   * (CouponForm.tsx reads it out politely), a refusal that says why at its line, anything else (and a
   * coupon applied through the API with the cart closed) as a toast.
   */
  function fail(id: number | undefined, error: unknown, message: string, place?: Place): never {
    if (!signal.aborted && !isAbort(error)) {
      // The platform may have applied the change: repeating it could double an item and rolling back
      // could hide one, so the cart is read back instead (the rollback below lasts until it answers).
      const unknown = mayHaveApplied(error, wasNeverSent);
      const shown = unknown ? t('error.outcomeUnknown') : message;
      if (id === undefined) store.dispatch({ type: 'failed', error: shown });
      else store.dispatch({ type: 'rolled-back', id, error: shown });
      if (unknown) reload();
      if (place === 'coupon' && cartShown() && store.getState().view.lines.length > 0) {
        // The form's own polite live region reads it out.
        store.dispatch({ type: 'coupon-refused', refusal: { text: shown } });
      } else if (typeof place === 'object' && !unknown) {
        const lines = store.getState().view.lines;
        tell(shown, lines.some((l) => l.id === place.lineId) ? place.lineId : undefined);
      } else notify.toast(shown, 'error');
      // The cart was ordered meanwhile (the hosted checkout, another tab): the shopper starts a new one.
      if (isApiError(error) && error.code === CART_ALREADY_ORDERED) reload();
      events.emit('error', { code: isDropcartError(error) ? error.code : 'UNKNOWN', message: shown });
    }
    throw error;
  }

  /**
   * A failed change, told: a refusal that says why (refusal.ts) in its own words at the line of `item`,
   * anything else as "could not be saved" with the general reason. The refusal's words load with a refusal
   * (most carts never get one); if they cannot load (offline), the general text.
   */
  async function failChange(id: number, error: unknown, item?: RefusedItem): Promise<never> {
    const refusal =
      isApiError(error) && error.status < 500
        ? await import('./refusal.ts').catch(() => undefined)
        : undefined;
    const refused = refusal?.refusalText(error, item ? refusal.itemName(item.line) : '', t);
    if (refused) return fail(id, error, refused, { lineId: item?.lineId });
    // The page's own mistake (an unknown product or choice): nothing was saved to fail, only not available.
    if (isOwnerMistake(error)) return fail(id, error, reasonOf(error, t));
    return fail(id, error, t('error.rolledBack', { reason: reasonOf(error, t) }));
  }

  return { fail, failChange };
}
