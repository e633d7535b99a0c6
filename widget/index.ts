// The widget's entry (built to dist/widget/dropcart-[hash].js; the loader imports it on demand).
import type { DropcartApi } from './api.ts';
import { activate } from './host/clicks.ts';
import { bridgedApi } from './host/messages/api-adapter.ts';
import { createMessageBridge } from './host/messages/bridge.ts';
import { createWidget } from './instance.ts';
import type { MountOptions } from './options.ts';

export type {
  AccountSection,
  AddRequest,
  DropcartApi,
  DropcartEventName,
  DropcartEvents,
  DropcartListener,
  SessionInfo,
} from './api.ts';
export type { CartView, LineView } from './cart/view.ts';
export type { MountOptions } from './options.ts';

/** Renders the widget into a shadow root and returns its API (what `window.Dropcart` becomes). */
export function mount(options: MountOptions): DropcartApi {
  const core = createWidget(options);
  const { cart, session, ui, events, cartStore, disposer } = core;
  const api: DropcartApi = {
    add: (request) => cart.add(request),
    setQuantity: (lineId, quantity) => cart.setQuantity(lineId, quantity),
    remove: (lineId) => cart.remove(lineId),
    applyCoupon: (code) => cart.applyCoupon(code),
    removeCoupon: () => cart.removeCoupon(),
    open: async () => ui.setState({ drawerOpen: true }),
    close: async () => ui.setState({ drawerOpen: false, signInOpen: false }),
    async getCart() {
      await cart.idle();
      return cartStore.getState().view;
    },
    getSession: async () => session.info(),
    login: async (opts) => (opts?.hosted ? session.hostedLogin() : ui.setState({ signInOpen: true })),
    logout: () => session.logout(),
    checkout: () => core.checkout(),
    on: async (event, listener) => events.on(event, listener),
    off: async (event, listener) => events.off(event, listener),
    destroy: async () => disposer.dispose(),
    activate: (element) => activate(core, element),
  };
  if (core.options.allowedOrigins.length > 0) {
    const bridge = createMessageBridge({
      api: bridgedApi(api),
      allowedOrigins: core.options.allowedOrigins,
      window: core.win,
      debug: core.options.debug,
    });
    disposer.add(bridge.destroy);
  }
  // Every method answers with a promise and never throws into the host page: bad arguments reject, and
  // after destroy() every method rejects instead of acting on a widget that is gone.
  for (const name of Object.keys(api) as Array<keyof DropcartApi>) {
    const method = api[name] as (...args: unknown[]) => Promise<unknown>;
    (api as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      if (disposer.signal.aborted) return Promise.reject(new Error('[dropcart] this widget was destroyed'));
      try {
        return method.apply(api, args);
      } catch (error) {
        return Promise.reject(error);
      }
    };
  }
  return api;
}
