// The second of the widget's building tasks (instance.ts): the texts, the platform's client (the stored
// tokens read), the cart and the session, each handed exactly what it uses.
import { storageOf } from '../src/platform.ts';
import { coreOf, storefront } from '../src/store-client.ts';
import { cartHint } from './cart/cart-hint.ts';
import { createCartController } from './cart/controller.ts';
import { openCartOnAdd } from './cart/open-on-add.ts';
import { createSerialQueue } from './cart/serial-queue.ts';
import { createCartStore } from './cart/store.ts';
import { totalsOnDemand } from './cart/totals-on-demand.ts';
import { afterNextPaint } from './host/after-paint.ts';
import { createTranslator } from './i18n/index.ts';
import type { WidgetBase } from './instance-base.ts';
import { quietRetryNotice } from './notify.ts';
import { createProductCache } from './products.ts';
import { gate } from './run-in-tasks.ts';
import { createSessionStore } from './session/store.ts';
import { wireSession } from './session/wiring.ts';
import { tokenStorageFor } from './token-storage.ts';

export type WidgetCart = ReturnType<typeof wireCart>;

export function wireCart(base: WidgetBase) {
  const { input, platform, win, options, picked, disposer, ui, notify, events } = base;
  // The texts start loading here rather than in mount's own task: nothing shows them before the
  // controllers below exist.
  const translator = createTranslator(picked.language, {
    locale: picked.pluralLocale,
    formality: options.formality,
    texts: options.texts,
    dir: picked.dir,
    warn: base.warn,
  });
  const t = translator.t;
  translator.core.then(
    () => ui.languageLoaded(picked.language),
    () => undefined, // English stays
  );
  const cartStore = createCartStore();
  const sessionStore = createSessionStore();
  // createStoreClient's client without its checks of the options: mount() checked them (options.ts).
  const clientOptions = {
    clientId: options.clientId,
    apiBase: options.apiBase,
    tokenStorage: tokenStorageFor(input.tokenStorage, options.clientId, platform),
    platform,
    cartApi: options.cartApi,
    ...(options.catalogVersion ? { catalogVersion: options.catalogVersion } : {}),
    onRetry: quietRetryNotice(notify, () => translator.core.then(() => t('network.retrying')), platform.now),
  };
  const client = storefront(coreOf(clientOptions), clientOptions);
  const products = createProductCache(client, disposer.signal);
  // The cart's requests, one at a time in the order they were made, held until the first of boot's tasks
  // after the building ones: the cart's first request runs its code for the first time, better done in a
  // task of its own.
  const requestsMayStart = gate();
  const cartQueue = createSerialQueue(requestsMayStart.opened);
  // The totals and the destination load with the cart's UI (or a checkout), not at boot.
  const totals = totalsOnDemand({
    storage: storageOf(platform, 'localStorage'),
    clientId: options.clientId,
    languages: win.navigator.languages ?? [],
    client,
    store: cartStore,
    ui,
    queue: cartQueue,
    disposer,
    t,
    loadTexts: translator.loadUi,
    locale: options.locale,
    announce: notify.announce,
    // Ordered meanwhile (the hosted checkout, another tab): said in the cart, which starts again empty.
    cartOrdered() {
      const text = t('refusal.alreadyOrdered');
      cartStore.dispatch({ type: 'noticed', notice: { text } });
      notify.announce(text);
      void cart.load().catch(() => undefined);
    },
  });
  const cart = createCartController({
    queue: cartQueue,
    client,
    store: cartStore,
    products,
    events,
    notify,
    t,
    loadTexts: translator.loadUi,
    disposer,
    ui,
    afterPaint: (work) => afterNextPaint(win, disposer, work),
  });
  const cartHintStorage = cartHint(storageOf(platform, 'localStorage'), options.clientId, options.locale);
  disposer.add(cart.subscribeConfirmed(cartHintStorage.follow));
  openCartOnAdd({ cart, ui, win, disposer, openOnAdd: options.openOnAdd, notify, t });
  const { session, resumeNeeded } = wireSession({
    client,
    store: sessionStore,
    cart,
    events,
    cartHint: cartHintStorage,
    options,
    hintStorage: storageOf(platform, 'localStorage'),
    oauthStorage: base.tabStorage,
    signInPossible: base.signIn,
    signInReturn: base.signInReturn,
    askToSignIn: () => ui.openSignIn(),
    win,
    frames: base.shadow.root,
    disposer,
  });
  return {
    translator,
    t,
    cartStore,
    sessionStore,
    client,
    products,
    requestsMayStart,
    totals,
    cart,
    cartHintStorage,
    session,
    resumeNeeded,
  };
}
