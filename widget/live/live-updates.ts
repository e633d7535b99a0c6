// Live availability and prices: the platform's product and inventory events (the emulator streams them
// at `/_emulator/events`) re-read the products on buy buttons and the cart when they concern it.
import type { CartController } from '../cart/controller.ts';
import type { CartState } from '../cart/reducer.ts';
import type { Disposer } from '../disposer.ts';
import type { ProductCache } from '../products.ts';
import type { ReadableStore } from '../reducer-store.ts';

/** Product ids named anywhere in an event body (entityId, productId, product.id, …). */
export function productIdsIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (!value || typeof value !== 'object' || depth > 6) return found;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && /^(productId|entityId|catalogItemId|id)$/.test(key)) found.add(inner);
    else productIdsIn(inner, found, depth + 1);
  }
  return found;
}

export interface LiveUpdateDeps {
  url: string;
  doc: Document;
  cartStore: ReadableStore<CartState>;
  cart: Pick<CartController, 'load' | 'idle'>;
  products: Pick<ProductCache, 'peek' | 'refresh' | 'recheck'>;
  disposer: Pick<Disposer, 'add' | 'signal'>;
}

export function followLiveUpdates({ url, doc, cartStore, cart, products, disposer }: LiveUpdateDeps): void {
  if (typeof EventSource === 'undefined') return;
  const source = new EventSource(url);
  disposer.add(() => source.close());
  // The cart and the products were read before the stream was open, and an event of that moment reached
  // nobody: the first open reads them again. A reconnect needs nothing of the kind: the browser sends
  // the last event's id and the stream sends what was missed since. Only a cart the platform has said
  // has lines, once the adds on their way are answered: a first visit's pending add alone is no cart yet,
  // whose read the platform answers 404 (a red console line).
  let opened = false;
  source.onopen = () => {
    if (opened) return;
    opened = true;
    // After the adds on their way (a held one's too): the cart they make is the one to read again.
    void cart.idle().then(() => {
      if (!disposer.signal.aborted && cartStore.getState().confirmed.lines.length > 0)
        void cart.load().catch(() => undefined);
    });
    void products.recheck();
  };
  source.onmessage = (event: MessageEvent) => {
    // The envelope of protocol §9.3 as JSON: `eventType`, and the body as a JSON string in `data`.
    let type = '';
    let body: unknown;
    try {
      const envelope = JSON.parse(String(event.data)) as { eventType?: unknown; data?: unknown };
      type = String(envelope.eventType ?? '');
      body = typeof envelope.data === 'string' ? JSON.parse(envelope.data) : envelope.data;
    } catch {
      return; // not ours to read
    }
    if (!/product|inventory/i.test(type)) return;
    const ids = productIdsIn(body);
    const { view } = cartStore.getState();
    if (view.lines.some((line) => ids.has(line.productId))) void cart.load().catch(() => undefined);
    for (const id of ids) {
      const onPage = doc.querySelector(`[data-dropcart-add="${CSS.escape(id)}"]`);
      if (onPage || products.peek(id)) void products.refresh(id).catch(() => undefined);
    }
  };
}
