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

export function createApi({
  cart,
  cartStore,
  sessionStore,
  session,
  ui,
  events,
  disposer,
  checkout,
  doctor,
  activate,
}: ApiParts): DropcartApi {
  return {
    add: (request) => cart.add(request),
    setQuantity: (lineId, quantity) => cart.setQuantity(lineId, quantity),
    remove: (lineId) => cart.remove(lineId),
    applyCoupon: (code) => cart.applyCoupon(code),
    removeCoupon: () => cart.removeCoupon(),
    open: async () => ui.openDrawer(),
    close: async () => ui.closeDrawer(),
    async getCart() {
      await cart.idle();
      return cartStore.getState().view;
    },
    getSession: async () => sessionInfo(sessionStore.getState()),
    login: async (opts) => (opts?.hosted ? session.hostedLogin() : ui.openSignIn()),
    logout: () => session.logout(),
    checkout,
    on: async (event, listener) => events.on(event, listener),
    off: async (event, listener) => events.off(event, listener),
    destroy: async () => disposer.dispose(),
    doctor,
    activate,
  };
}
