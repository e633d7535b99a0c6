// Issue 27, "Looks designed": the owner's free-shipping threshold (`freeShippingOver`) as a line above the
// drawer's totals, "Add $12.00 more for free shipping" over a meter, then "Your order ships free". It is the
// owner's promise, not the platform's answer (the platform decides shipping at checkout), in the cart's
// currency. Its own chunk, loaded only when the owner set the option: the option's check (cart/free-shipping.ts)
// loads with it, so that the first load carries none of it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { refusedThreshold, thresholdCents } from '../cart/free-shipping.ts';
import { useCart, useWidget } from './context.ts';
import css from './FreeShippingHint.css?inline';
import { useMoney } from './format.ts';

/** Widgets (by their event hub) already told of a malformed threshold: once each, not on every opening. */
const told = new WeakSet<object>();

export default function FreeShippingHint() {
  const { t, freeShippingOver, events, adoptStyles, notify } = useWidget();
  const money = useMoney();
  const subtotal = useCart((state) => state.view.subtotal.amount);
  const currencyKnown = useCart((state) => state.view.currency !== '');
  const goal = thresholdCents(freeShippingOver);
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
  useLayoutEffect(() => {
    if (goal !== undefined || told.has(events)) return;
    told.add(events);
    const message = `[dropcart] ${refusedThreshold(freeShippingOver)}`;
    console.error(message);
    events.emit('error', { code: 'INVALID_ARGUMENT', message });
  }, [goal, events, freeShippingOver]);
  // An unknown subtotal (a line whose price is not read yet) would count as less than it is; before the
  // platform names the cart's currency the threshold would show in dollars in any store.
  const shown = goal !== undefined && subtotal !== '' && currencyKnown;
  const have = Math.round(Number(subtotal) * 100);
  const missing = shown ? goal - have : 0;
  const text = !shown
    ? ''
    : missing > 0
      ? t('freeShipping.more', { amount: money({ amount: (missing / 100).toFixed(2) }) })
      : t('freeShipping.reached');
  useReachedAnnounced(shown ? missing <= 0 : undefined, text, notify.announce);
  if (!shown) return null;
  return (
    <div className="free-shipping" part="free-shipping">
      <p>{text}</p>
      <meter
        aria-label={t('freeShipping.progress')}
        min={0}
        max={goal / 100}
        value={Math.min(have, goal) / 100}
      />
    </div>
  );
}

/**
 * Screen readers hear the hint when the cart crosses the threshold, either way ("Your order ships free",
 * or again how much more is needed), not on every change of the amount: the cart's own "Cart updated"
 * says a quantity changed. Not when the hint first shows: the shopper opened the cart to read it.
 */
function useReachedAnnounced(
  reached: boolean | undefined,
  text: string,
  announce: (text: string) => void,
): void {
  const before = useRef(reached);
  useEffect(() => {
    const was = before.current;
    before.current = reached;
    if (reached !== undefined && was !== undefined && reached !== was) announce(text);
  }, [reached, text, announce]);
}
