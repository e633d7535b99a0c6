// What record.ts hears of and send.ts turns into Google's events (apart, so neither imports the other).
import type { DropcartEvents } from '../api.ts';
import type { CartController } from '../cart/controller.ts';
import type { LineChange } from '../cart/line-changes.ts';
import type { CartStore } from '../cart/store.ts';
import type { CartView } from '../cart/view.ts';
import type { Disposer } from '../disposer.ts';
import type { EventHub } from '../host/events.ts';
import type { ProductCache } from '../products.ts';
import type { ReadableStore } from '../reducer-store.ts';
import type { SessionController, SignInMoment } from '../session/controller.ts';
import type { UiState } from '../ui-store.ts';

export type Moment =
  | { kind: 'viewed'; productId: string; quantity: number }
  | { kind: 'added'; detail: DropcartEvents['item-added'] }
  | { kind: 'line'; change: LineChange }
  | { kind: 'cart-viewed' }
  | { kind: 'checkout' }
  | { kind: 'signed-in'; signIn: SignInMoment };

/** A moment with the cart the platform had confirmed when it happened. */
export interface Recorded {
  moment: Moment;
  cart: CartView;
}

export interface AnalyticsDeps {
  win: Window;
  events: Pick<EventHub, 'on'>;
  cart: Pick<CartController, 'subscribeLineChanged'>;
  session: Pick<SessionController, 'subscribeSignedIn'>;
  ui: ReadableStore<UiState>;
  cartStore: CartStore;
  products: Pick<ProductCache, 'peek'>;
  disposer: Pick<Disposer, 'add' | 'signal'>;
}
