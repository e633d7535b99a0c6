// `data-debug`: every event of the widget in the console. Loaded only on a page that asks for it.
import type { EventHub } from './events.ts';

/** `data-debug`: every event in the console as it happens, for the owner setting a page up. */
export function logEvents(events: Pick<EventHub, 'on'>): void {
  for (const name of [
    'cart-change',
    'item-added',
    'item-removed',
    'coupon-applied',
    'checkout-started',
    'session-change',
    'error',
  ] as const)
    events.on(name, (detail) => console.debug(`[dropcart] ${name}`, detail));
}
