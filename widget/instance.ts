// Builds one widget: the platform, client, stores, controllers, host bridge and UI loader, each handed
// exactly what it uses (the composition root; docs/widget.md, Structure). Everything it creates is
// registered with the instance's disposer, so destroy() removes every node, listener and timer.

import { createStoreClient, UsageError } from '../src/index.ts';
import { resolvePlatform, storageOf } from '../src/platform.ts';
import { analyticsOnDemand } from './analytics/on-demand.ts';
import { type DropcartApi, VERSION } from './api.ts';
import { cartHint } from './cart/cart-hint.ts';
import { checkoutCommand } from './cart/checkout-command.ts';
import { createCartController } from './cart/controller.ts';
import { startFirstLoad } from './cart/first-load.ts';
import { rememberCheckout } from './cart/hand-off.ts';
import { openCartOnAdd } from './cart/open-on-add.ts';
import { createSerialQueue } from './cart/serial-queue.ts';
import { createCartStore } from './cart/store.ts';
import { totalsOnDemand } from './cart/totals-on-demand.ts';
import { createDisposer, type Disposer } from './disposer.ts';
import { doctorOnDemand } from './doctor/on-demand.ts';
import { afterNextPaint } from './host/after-paint.ts';
import { bindHostElements } from './host/bindings.ts';
import { whenCardsAppear } from './host/cards-scan.ts';
import { createActivate, listenForClicks } from './host/clicks.ts';
import { createEventHub } from './host/events.ts';
import { syncTabs } from './host/tab-sync.ts';
import { createTranslator, pickForPage } from './i18n/index.ts';
import { createApi } from './instance-api.ts';
import { whenThereIsSomethingToFollow } from './live/when-following.ts';
import { warmUpMoneyFormat } from './money.ts';
import { createNotifier, quietRetryNotice } from './notify.ts';
import { type LoaderHandOff, type MountOptions, type ResolvedOptions, resolveOptions } from './options.ts';
import { createProductCache } from './products.ts';
import { gate, runInTasks } from './run-in-tasks.ts';
import { resumeAndTell } from './session/resume.ts';
import { signInPossible } from './session/secure-page.ts';
import { takeSignInReturn } from './session/sign-in-return.ts';
import { createSessionStore } from './session/store.ts';
import { wireSession } from './session/wiring.ts';
import { createLiveRegion } from './shadow/live-region.ts';
import { createShadowHost } from './shadow/shadow-host.ts';
import { tokenStorageFor } from './token-storage.ts';
import { loadUiOnDemand } from './ui-loader.ts';
import { createUiStore } from './ui-store.ts';

/** One mounted widget: its API (unguarded; index.ts guards it) and what the message bridge needs. */
export interface WidgetInstance {
  api: DropcartApi;
  disposer: Disposer;
  options: ResolvedOptions;
  win: Window;
}

export function createWidget(input: MountOptions & LoaderHandOff): WidgetInstance {
  if (!input || typeof input !== 'object') throw new UsageError('[dropcart] mount(): clientId is required');
  const platform = resolvePlatform(input.platform);
  if (!platform.window)
    throw new UsageError('[dropcart] mount(): there is no window; pass one as platform.window');
  const win: Window = platform.window;
  const tabStorage = storageOf(platform, 'sessionStorage');
  // First of all: a hosted sign-in's code leaves the address before anything else can read it.
  const signInReturn = takeSignInReturn(win, tabStorage);
  const doc = win.document;
  const picked = pickForPage(input.locale, win);
  const warn = (message: string) => platform.console.warn(message);
  const options = resolveOptions(input, picked.locale, win, warn);
  const translator = createTranslator(picked.language, {
    locale: picked.pluralLocale,
    formality: options.formality,
    texts: options.texts,
    dir: picked.dir,
    warn,
  });
  const t = translator.t;
  const disposer = createDisposer(platform);

  const signIn = signInPossible(platform, win.location.href);
  const ui = createUiStore({ signInPossible: signIn });
  const cartStore = createCartStore();
  const sessionStore = createSessionStore();
  const notify = createNotifier(ui, disposer);
  const events = createEventHub(doc);
  disposer.add(events.clear);

  const client = createStoreClient({
    clientId: options.clientId,
    apiBase: options.apiBase,
    tokenStorage: tokenStorageFor(input.tokenStorage, options.clientId, platform),
    platform,
    cartApi: options.cartApi,
    ...(options.catalogVersion ? { catalogVersion: options.catalogVersion } : {}),
    onRetry: quietRetryNotice(notify, () => translator.core.then(() => t('network.retrying')), platform.now),
  });
  const shadow = createShadowHost(input.host, doc);
  disposer.add(shadow.remove);
  shadow.container.dataset.theme = options.theme;
  // The shopper's language and direction on all we render, whatever the page's.
  const language = { lang: picked.pluralLocale, dir: picked.dir };
  Object.assign(shadow.container, language);
  disposer.add(createLiveRegion(shadow.root, ui, language));
  translator.core.then(
    () => ui.languageLoaded(picked.language),
    () => undefined, // English stays
  );

  const products = createProductCache(client, disposer.signal);
  // The cart's requests, one at a time in the order they were made, held until the first of boot's tasks
  // below: the cart's first request runs its code for the first time, better done in a task of its own.
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
  const session = wireSession({
    client,
    store: sessionStore,
    cart,
    events,
    cartHint: cartHintStorage,
    options,
    hintStorage: storageOf(platform, 'localStorage'),
    oauthStorage: tabStorage,
    signInPossible: signIn,
    signInReturn,
    askToSignIn: () => ui.openSignIn(),
    win,
    frames: shadow.root,
    disposer,
  });

  const checkout = checkoutCommand({
    client,
    cart,
    store: cartStore,
    destination: totals.destination,
    events,
    win,
    apiBase: options.apiBase,
    rememberHandOff: (cartId, bought) =>
      rememberCheckout(tabStorage, options.clientId, { cartId, at: platform.now(), bought }),
    signal: disposer.signal,
    translator,
    ui,
    notify,
  });

  if (options.debug)
    void import('./host/log-events.ts').then(({ logEvents }) => disposer.signal.aborted || logEvents(events));
  analyticsOnDemand(options.analytics, { win, events, cart, session, ui, cartStore, products, disposer });

  // As given: the hint's chunk (ui/FreeShippingHint.tsx) and the doctor check it, not the first load.
  const { freeShippingOver } = input;
  const prepareUi = loadUiOnDemand({
    ui,
    loadTexts: translator.loadUi,
    disposer,
    estimator: totals.estimator,
    render: {
      t,
      locale: options.locale,
      cartStore,
      sessionStore,
      ui,
      cart,
      session,
      notify,
      events,
      products,
      mediaBase: options.mediaBase,
      accountSections: options.accountSections,
      freeShippingOver,
      container: shadow.container,
      adoptStyles: shadow.adopt,
      checkout,
    },
  });
  const activate = createActivate({
    cart,
    session,
    ui,
    products,
    notify,
    events,
    t,
    prepareUi,
    // In a task of its own after the click's paint; the read takes a round trip at least.
    whileReading: () =>
      afterNextPaint(win, disposer, () => {
        if (!disposer.signal.aborted) warmUpMoneyFormat(options.locale);
      }),
  });
  listenForClicks({ doc, activate, disposer, notify, t, products, prepareUi });
  const doctor = doctorOnDemand({ options, freeShippingOver, platform, win, products });
  // A return from checkout: its code only on a page whose address has an order id (cart/return.ts).
  const returning = new URL(win.location.href).searchParams.has('orderId');
  // The rest of boot runs its code for the first time (the HTTP and auth stack, the page scan, the
  // sign-in return): together with the above, too long for one task on a slow phone (design.md §4), so
  // each step gets a task of its own. The API works meanwhile: cart calls queue behind the first load.
  // First in the cart's queue: the platform's cart when one is known to exist, else none (no request).
  startFirstLoad({
    cart,
    hint: cartHintStorage,
    mayExistElsewhere: client.auth.role() === 'member' || returning,
    ui,
    disposer,
  });
  if (returning)
    void import('./cart/return.ts').then(({ takeCheckoutReturn, confirmCheckoutReturn }) => {
      if (disposer.signal.aborted) return;
      const now = platform.now();
      const returned = takeCheckoutReturn(win, tabStorage, options.clientId, now);
      if (returned) confirmCheckoutReturn(returned, { cart, store: cartStore, ui });
    });
  runInTasks(disposer, [
    requestsMayStart.open,
    () =>
      bindHostElements({
        doc,
        cartStore,
        sessionStore,
        products,
        locale: options.locale,
        disposer,
        pageText: input.pageText,
      }),
    // Product cards and live price/stock bindings: their code only on a page that has them.
    () => {
      const loadTexts = translator.loadUi;
      whenCardsAppear({ ...options, doc, products, t, loadTexts, activate, prepareUi, disposer });
    },
    () => {
      syncTabs({ client, cart, disposer });
      resumeAndTell({ session, translator, notify });
      const url = options.eventsUrl;
      if (url)
        whenThereIsSomethingToFollow({ cartStore, products, disposer }, () => {
          void import('./live/live-updates.ts').then((live) => {
            if (!disposer.signal.aborted)
              live.followLiveUpdates({ url, doc, cartStore, cart, products, disposer });
          });
        });
    },
    // Last, so listeners the loader replays (`Dropcart.on('ready', …)`) are attached first.
    () => events.emit('ready', { version: VERSION }),
    () =>
      options.debug &&
      void doctor().catch((error) => console.error('[dropcart] the setup doctor did not load', error)),
  ]);

  const api = createApi({
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
  });
  return { api, disposer, options, win };
}
