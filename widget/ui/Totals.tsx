// The drawer's totals: the subtotal, the estimate's rows and the note. What needs the estimator, the
// destination store and the region names (TotalsDestination.tsx: the ship-to summary, the tax row's place,
// the shipping choice) follows the first added line: that line does not need it to show (design.md §4:
// nothing on the way to the first cart that it does not draw), and the estimate it asks for needs the
// platform's answer to the add anyway. So it is asked for once the cart shown has no change pending: at
// once for a cart read from the platform, on the platform's answer for a first add. Until it is in, the
// footer draws what it draws before a first estimate, in the same places: no row moves when it arrives.
import { useEffect, useId, useState } from 'react';
import { linesOf, linesToFix } from '../cart/availability.ts';
import type { Estimator } from '../cart/estimator.ts';
import { useCart, useWidget } from './context.ts';
import { useMoney } from './format.ts';

interface Late {
  parts: typeof import('./TotalsDestination.tsx');
  estimator: Estimator;
}

// Per widget (its estimator's loader), so that a drawer opened again draws them at once.
const lateFor = new WeakMap<() => Promise<Estimator>, Late>();

function loadLate(estimator: () => Promise<Estimator>): Promise<Late> {
  return Promise.all([import('./TotalsDestination.tsx'), estimator()]).then(([parts, created]) => {
    const late = { parts, estimator: created };
    lateFor.set(estimator, late);
    return late;
  });
}

/**
 * The estimator and the parts that use it, once the cart shown has no change pending, or at once when the
 * shopper asks for the ship-to form (`wanted`).
 */
function useLate(wanted: boolean): Late | undefined {
  const { estimator } = useWidget();
  const [late, setLate] = useState(() => lateFor.get(estimator));
  const settled = useCart((state) => state.pending.length === 0);
  // An effect: asked for once the footer is on screen, not while the drawer's frame is computed.
  useEffect(() => {
    if (late || !(settled || wanted)) return;
    let mounted = true;
    loadLate(estimator).then(
      (done) => mounted && setLate(done),
      // Offline for a moment, or a deploy replaced the files: the next opening of the cart asks again. Not
      // told once the drawer is gone (the widget destroyed meanwhile aborts the load: nothing went wrong).
      (error: unknown) =>
        mounted && console.error('[dropcart] the totals could not be shown: their code did not load', error),
    );
    return () => {
      mounted = false;
    };
  }, [estimator, late, settled, wanted]);
  return late;
}

/** The total's row kept in place until an estimate fills it: its height, without a label or a number. */
function Placeholder() {
  return (
    <>
      <dt className="total placeholder" aria-hidden="true">
        {'\u00a0'}
      </dt>
      <dd className="total placeholder" aria-hidden="true">
        {'\u00a0'}
      </dd>
    </>
  );
}

/**
 * The estimate for the shopper's destination (ShipTo): subtotal, discount, shipping and tax when the
 * platform calculated them, and the total. Without a destination the platform calculates neither (the rows
 * are left out, not shown as $0.00, and the note says they come at checkout).
 *
 * While a new estimate is computed the footer keeps the last one's numbers, in the muted colour and
 * `aria-busy`, and its note says "Updating totals…": no row shrinks or jumps on every quantity change.
 * Before the first estimate, a placeholder holds the total's place; the estimate's rows come with the code
 * that asks for it (TotalsDestination.tsx).
 *
 * While a line cannot be bought as it is (the checkout is held, CheckoutButton), the platform's shipping,
 * tax and total are for a cart nobody can buy: shipping and tax over a $0.00 subtotal when every line is
 * sold out. Only the subtotal (and a discount) shows then, and the note says the rest comes once the lines
 * are fixed.
 */
export function Totals() {
  const { t } = useWidget();
  // The shopper asked for the ship-to form before its code was in: it opens once it is.
  const [wantsForm, setWantsForm] = useState(false);
  const late = useLate(wantsForm);
  const money = useMoney();
  const estimate = useCart((state) => state.estimate);
  const subtotal = useCart((state) => state.view.subtotal);
  const changing = useCart((state) => state.pending.length > 0);
  const held = useCart((state) => linesToFix(linesOf(state)).length > 0);
  const titleId = useId();
  const failed = estimate.status === 'error' && !changing;
  const updating = !failed && (estimate.status !== 'ready' || changing);
  // The last estimate's numbers, also while the next is computed; none after a failure.
  const data = failed ? undefined : estimate.data;
  // What comes later: all but the subtotal while held, else what the estimate left out.
  const later = held ? t('totals.held') : late && data ? late.parts.leftForCheckout(data, t) : undefined;
  return (
    <section aria-labelledby={titleId} aria-busy={updating} part="totals">
      <h3 id={titleId} className="visually-hidden">
        {t('totals.title')}
      </h3>
      {late ? (
        <late.parts.ShipTo estimator={late.estimator} editing={wantsForm} />
      ) : (
        // Ship-to's own button: a click opens the form once its code is in.
        <p className="ship-to" part="ship-to">
          <button
            type="button"
            className="link-button"
            aria-busy={wantsForm}
            onClick={() => setWantsForm(true)}
          >
            {t('shipTo.add')}
          </button>
        </p>
      )}
      {late && data && !held && <late.parts.ShippingChoice estimator={late.estimator} data={data} />}
      <dl className={updating && data ? 'totals updating' : 'totals'}>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(data?.subtotal ?? subtotal)}</dd>
        {/* The estimate's rows come with the code that asks for it (TotalsDestination.tsx). */}
        {late && data ? (
          <late.parts.EstimateRows estimator={late.estimator} data={data} held={held} />
        ) : (
          !held && <Placeholder />
        )}
      </dl>
      {failed ? (
        <p className="totals-note error-text">{estimate.error}</p>
      ) : (
        <p className="totals-note muted">{updating ? t('totals.updating') : (later ?? '\u00a0')}</p>
      )}
    </section>
  );
}
