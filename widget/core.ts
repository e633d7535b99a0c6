import type { DropcartClient } from '../src/index.ts';
import type { CartController } from './cart/controller.ts';
import type { Estimator } from './cart/estimator.ts';
import type { CartStore } from './cart/store.ts';
import type { Disposer } from './disposer.ts';
import type { EventHub } from './host/events.ts';
import type { Translate } from './i18n/index.ts';
import type { Notifier } from './notify.ts';
import type { ResolvedOptions } from './options.ts';
import type { ProductCache } from './products.ts';
import type { SessionController } from './session/controller.ts';
import type { SessionStore } from './session/store.ts';
import type { LazyParts } from './ui/lazy.ts';
import type { UiStore } from './ui-store.ts';

/** Everything one mounted widget owns. Created per mount; nothing of it lives at module level. */
export interface WidgetCore {
  client: DropcartClient;
  options: ResolvedOptions;
  t: Translate;
  win: Window;
  cartStore: CartStore;
  sessionStore: SessionStore;
  ui: UiStore;
  cart: CartController;
  estimator: Estimator;
  session: SessionController;
  products: ProductCache;
  events: EventHub;
  notify: Notifier;
  disposer: Disposer;
  /** Our element inside the shadow root; popovers portal into it. */
  container: HTMLElement;
  checkout(): Promise<void>;
  /** The drawer, dialogs and popovers, loaded on demand with their texts; set when the UI module renders. */
  parts?: LazyParts;
  /** Loads the UI now, ahead of need (a shopper's pointer or focus reached one of our buttons). */
  prepareUi(): void;
  /** Adds a stylesheet to our shadow root once (lazy parts bring their own). */
  adoptStyles(css: string): void;
}
