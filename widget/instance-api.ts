// `window.Dropcart` of one widget, unguarded (index.ts makes every method answer with a promise and refuse
// after destroy()): each method hands over to the part that does it.
import type { DropcartApi } from './api.ts';
import type { CartController } from './cart/controller.ts';
import type { CartStore } from './cart/store.ts';
import type { Disposer } from './disposer.ts';
import type { EventHub } from './host/events.ts';
import type { SessionController } from './session/controller.ts';
import { type SessionStore, sessionInfo } from './session/store.ts';
import type { UiStore } from './ui-store.ts';

export interface ApiParts {
  cart: CartController;
  cartStore: CartStore;
  sessionStore: SessionStore;
  session: Pick<SessionController, 'hostedLogin' | 'logout'>;
  ui: Pick<UiStore, 'openDrawer' | 'closeDrawer' | 'openSignIn'>;
  events: Pick<EventHub, 'on' | 'off'>;
  disposer: Pick<Disposer, 'dispose'>;
  checkout: DropcartApi['checkout'];
  doctor: DropcartApi['doctor'];
  activate: DropcartApi['activate'];
}

/** `parts` are read at each call: mount() hands the API out before the widget has built them (early-api.ts). */
export function createApi(parts: ApiParts): DropcartApi {
  const p = parts;
  return {
    add: (request) => p.cart.add(request),
    setQuantity: (lineId, quantity) => p.cart.setQuantity(lineId, quantity),
    remove: (lineId) => p.cart.remove(lineId),
    applyCoupon: (code) => p.cart.applyCoupon(code),
    removeCoupon: () => p.cart.removeCoupon(),
    open: async () => p.ui.openDrawer(),
    close: async () => p.ui.closeDrawer(),
    async getCart() {
      await p.cart.idle();
      return p.cartStore.getState().view;
    },
    getSession: async () => sessionInfo(p.sessionStore.getState()),
    login: async (opts) => (opts?.hosted ? p.session.hostedLogin() : p.ui.openSignIn()),
    logout: () => p.session.logout(),
    checkout: () => p.checkout(),
    on: async (event, listener) => p.events.on(event, listener),
    off: async (event, listener) => p.events.off(event, listener),
    destroy: async () => p.disposer.dispose(),
    doctor: () => p.doctor(),
    activate: (element) => p.activate(element),
  };
}
