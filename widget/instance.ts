// Builds one widget: client, stores, controllers, host bridge, React root. Everything it creates is
// registered with the instance's disposer, so destroy() removes every node, listener and timer.
import { createClient, localTokenStorage, memoryTokenStorage, type TokenStorage } from '../src/index.ts';
import { VERSION } from './api.ts';
import { createCartController } from './cart/controller.ts';
import { createEstimator } from './cart/estimator.ts';
import { takeReturnedOrderId } from './cart/return.ts';
import { createCartStore } from './cart/store.ts';
import type { WidgetCore } from './core.ts';
import { createDisposer, type Disposer } from './disposer.ts';
import { codeOf, reasonOf } from './errors.ts';
import { bindHostElements } from './host/bindings.ts';
import { listenForClicks } from './host/clicks.ts';
import { createEventHub } from './host/events.ts';
import { syncTabs, type TabSync } from './host/tab-sync.ts';
import { createTranslator, pickLocale } from './i18n/index.ts';
import { createNotifier, quietRetryNotice } from './notify.ts';
import { type MountOptions, resolveOptions } from './options.ts';
import { createProductCache } from './products.ts';
import { createSessionController, UnexpectedSignInReturn } from './session/controller.ts';
import { createSessionStore } from './session/store.ts';
import { createLiveRegion } from './shadow/live-region.ts';
import { createShadowHost } from './shadow/shadow-host.ts';
import { renderUiOnDemand } from './ui-on-demand.ts';
import { createUiStore } from './ui-store.ts';

function tokenStorageFor(choice: MountOptions['tokenStorage'], clientId: string): TokenStorage {
  if (choice === 'memory') return memoryTokenStorage();
  if (choice && typeof choice === 'object') return choice;
  return localTokenStorage(`dropcart:${clientId}:tokens`);
}

/** Runs each step in a task of its own, in order, until the widget is destroyed; a failing step is reported, never thrown into the page. */
function runInTasks(disposer: Disposer, steps: Array<() => void>): void {
  const [step, ...rest] = steps;
  if (!step) return;
  disposer.setTimeout(() => {
    try {
      step();
    } catch (error) {
      console.error('[dropcart] a step of starting up failed', error);
    }
    runInTasks(disposer, rest);
  }, 0);
}

export function createWidget(input: MountOptions, win: Window = window): WidgetCore {
  const doc = win.document;
  const picked = pickLocale(input.locale);
  const options = resolveOptions(input, picked.locale, win);
  const translator = createTranslator(picked.language);
  const t = translator.t;
  const disposer = createDisposer();
  // Set once the notifier exists; the client only calls it later, while retrying a read.
  let onRetry = () => {};
  const client = createClient({
    clientId: options.clientId,
    apiBase: options.apiBase,
    tokenStorage: tokenStorageFor(input.tokenStorage, options.clientId),
    onRetry: () => onRetry(),
  });
  const shadow = createShadowHost(input.host, doc);
  disposer.add(shadow.remove);
  shadow.container.dataset.theme = options.theme;

  const cartStore = createCartStore();
  const ui = createUiStore();
  disposer.add(createLiveRegion(shadow.root, ui));
  translator.core.then(
    () => ui.setState({ language: picked.language }),
    () => undefined, // English stays
  );
  const events = createEventHub(doc);
  disposer.add(events.clear);
  const notify = createNotifier(ui, disposer);
  onRetry = quietRetryNotice(notify, t('network.retrying'));
  const products = createProductCache(client, disposer.signal);
  const estimator = createEstimator(client, cartStore, disposer, t);
  let tabs: TabSync | undefined;
  // Opened by the first step of runInTasks below: the cart's first request runs its code for the first
  // time, which is better done in a task of its own.
  let startRequests = () => {};
  const startAfter = new Promise<void>((resolve) => {
    startRequests = resolve;
  });
  const cart = createCartController({
    startAfter,
    client,
    store: cartStore,
    ui,
    products,
    events,
    notify,
    t,
    disposer,
    openOnAdd: options.openOnAdd,
    onConfirmed(_view, mutation) {
      if (mutation) tabs?.changed();
      if (ui.getState().drawerOpen) estimator.schedule();
    },
  });
  const sessionStore = createSessionStore({ signedIn: false, role: 'none' });
  const session = createSessionController({
    client,
    store: sessionStore,
    cart,
    events,
    options,
    disposer,
    win,
  });
  sessionStore.setState(session.info());

  const core: WidgetCore = {
    client,
    options,
    t,
    win,
    cartStore,
    sessionStore,
    ui,
    cart,
    estimator,
    session,
    products,
    events,
    notify,
    disposer,
    container: shadow.container,
    adoptStyles: shadow.adopt,
    prepareUi: () => undefined, // replaced below, once the core it needs exists
    async checkout() {
      ui.setState({ checkingOut: true });
      try {
        const { startCheckout } = await import('./cart/checkout.ts');
        await startCheckout(client, cart, cartStore, events, win, disposer.signal);
      } catch (error) {
        ui.setState({ checkingOut: false });
        const message = t('checkout.failed', { reason: reasonOf(error, t) });
        notify.toast(message, 'error');
        events.emit('error', { code: codeOf(error), message });
        throw error;
      }
    },
  };

  if (options.debug)
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

  core.prepareUi = renderUiOnDemand(core, translator.loadUi);
  listenForClicks(core, doc);
  const orderId = takeReturnedOrderId(win);
  if (orderId) ui.setState({ orderId, drawerOpen: true });

  // The rest of boot runs its code for the first time (the HTTP and auth stack, the page scan, the
  // sign-in return): together with the above, too long for one task on a slow phone (design.md §4), so
  // each step gets a task of its own. The API works meanwhile: cart calls queue behind the first load.
  void cart.load().catch(() => undefined); // first in the cart's queue; the controller shows a failure
  runInTasks(disposer, [
    startRequests,
    () => bindHostElements(core, doc),
    () => {
      tabs = syncTabs(core);
      void session.resume(shadow.root).catch((error: unknown) => {
        if (error instanceof UnexpectedSignInReturn) return notify.toast(t('signin.notStartedHere'), 'error');
        notify.toast(t('signin.failed', { reason: reasonOf(error, t) }), 'error');
      });
      const eventsUrl = options.eventsUrl;
      if (eventsUrl)
        void import('./live/live-updates.ts').then((live) => {
          if (!disposer.signal.aborted) live.followLiveUpdates(core, eventsUrl, doc);
        });
    },
    // Last, so listeners the loader replays (`Dropcart.on('ready', …)`) are attached first.
    () => events.emit('ready', { version: VERSION }),
  ]);
  return core;
}
