import type { DropcartEventName, DropcartEvents, DropcartListener } from '../api.ts';
import { copyOf } from './hand-out.ts';

export interface EventHub {
  emit<E extends DropcartEventName>(event: E, detail: DropcartEvents[E]): void;
  on<E extends DropcartEventName>(event: E, listener: DropcartListener<E>): void;
  off<E extends DropcartEventName>(event: E, listener: DropcartListener<E>): void;
  clear(): void;
}

/**
 * Every event goes two ways: a `dropcart:<event>` CustomEvent on the host's document, and the listeners
 * given to `Dropcart.on`. (The postMessage bridge for framed pages will subscribe here too.)
 */
export function createEventHub(doc: Document): EventHub {
  const listeners = new Map<DropcartEventName, Set<(detail: never) => void>>();
  return {
    emit(event, detail) {
      // Each hearer gets a copy: `detail` is often the widget's own state (the cart view), and a listener
      // that changed it would change what the widget shows. (Listeners on document share one, as DOM
      // events do.)
      doc.dispatchEvent(new CustomEvent(`dropcart:${event}`, { detail: copyOf(detail) }));
      for (const listener of listeners.get(event) ?? []) {
        try {
          (listener as DropcartListener<typeof event>)(copyOf(detail));
        } catch (error) {
          console.error(`[dropcart] a "${event}" listener threw`, error);
        }
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (detail: never) => void);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as (detail: never) => void);
    },
    clear: () => listeners.clear(),
  };
}
