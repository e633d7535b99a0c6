// Builds one widget: the platform, client, stores, controllers, host bridge and UI loader, each handed
// exactly what it uses (the composition root; docs/widget.md, Structure). Everything it creates is
// registered with the instance's disposer, so destroy() removes every node, listener and timer.
//
// Built in three tasks, each short enough for a slow phone (design.md §4): mount() does the first
// (instance-base.ts) and returns, whose API holds calls and clicks meanwhile (early-api.ts); the cart and
// session next (instance-cart.ts); then what is below, after which the API is handed over. The rest of
// boot then runs in tasks of its own too.

import { analyticsOnDemand } from './analytics/on-demand.ts';
import { VERSION } from './api.ts';
import { checkoutCommand } from './cart/checkout-command.ts';
import { startFirstLoad } from './cart/first-load.ts';
import { rememberCheckout } from './cart/hand-off.ts';
import { doctorOnDemand } from './doctor/on-demand.ts';
import { afterNextPaint } from './host/after-paint.ts';
import { bindHostElements } from './host/bindings.ts';
import { whenCardsAppear } from './host/cards-scan.ts';
import { createActivate, listenForClicks } from './host/clicks.ts';
import { whenIdle, whenShopperActive } from './host/first-activity.ts';
import { syncTabs } from './host/tab-sync.ts';
import type { ApiParts } from './instance-api.ts';
import type { WidgetBase } from './instance-base.ts';
import { type WidgetCart, wireCart } from './instance-cart.ts';
import { whenThereIsSomethingToFollow } from './live/when-following.ts';
import { warmUpMoneyFormat } from './money.ts';
import { runInTasks } from './run-in-tasks.ts';
import { loadUiOnDemand } from './ui-loader.ts';

/** Builds the widget on `base` in the next tasks; `built` gets what its API calls, `failed` what stopped it. */
export function buildWidget(
  base: WidgetBase,
  built: (parts: ApiParts) => void,
  failed: (error: unknown) => void,
): void {
  let parts: WidgetCart;
  runInTasks(base.disposer, [() => (parts = wireCart(base)), () => built(wireHost(base, parts))], failed);
}

function wireHost(base: WidgetBase, parts: WidgetCart): ApiParts {
  const { input, platform, win, doc, options, disposer, ui, notify, events, shadow } = base;
  const {
    translator,
    t,
    cartStore,
    sessionStore,
    client,
    products,
    requestsMayStart,
    totals,
    cart,
    session,
  } = parts;
  const tabStorage = base.tabStorage;
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
    // The page's first money format (money.ts), made while the read is on its way. A known product's line
    // shows its price in its first frame: in a task of its own after the click's paint, before the UI's
    // code has arrived as a rule. A product still to be read shows a skeleton first (a first visit's
    // click), which formats nothing: the format waits until the UI has drawn it and the page is idle,
    // so that it never holds the skeleton back (design.md §4: within 100 ms of the UI's code; it took
    // 56 ms of that window in a profile of the bench's first visit).
    whileReading: (priced) => {
      const warmUp = () => disposer.signal.aborted || warmUpMoneyFormat(options.locale);
      if (priced) afterNextPaint(win, disposer, warmUp);
      else void prepareUi.settled().then(() => whenIdle(win, disposer, warmUp));
    },
  });
  listenForClicks({ doc, activate, disposer, notify, t, products, prepareUi });
  // And ahead of any click, when the shopper shows up, so that no first cart's render waits on it.
  whenShopperActive(win, disposer, () => warmUpMoneyFormat(options.locale));
  const doctor = doctorOnDemand({ options, freeShippingOver, platform, win, products });
  // A return from checkout: its code only on a page whose address has an order id (cart/return.ts).
  const returning = new URL(win.location.href).searchParams.has('orderId');
  // The rest of boot runs its code for the first time (the HTTP and auth stack, the page scan, the
  // sign-in return): too long for one task on a slow phone (design.md §4), so each step gets a task of
  // its own. The API works meanwhile: cart calls queue behind the first load.
  // First in the cart's queue: the platform's cart when one is known to exist, else none (no request).
  startFirstLoad({
    cart,
    hint: parts.cartHintStorage,
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
      // The code that finishes a sign-in or sign-out or restores a lost member session, with the words that
      // tell how it went, only on a page load that has one (it is the sign-in flows' chunk).
      if (parts.resumeNeeded())
        void import('./session/controller.ts').then(
          ({ resumeAndTell }) => disposer.signal.aborted || resumeAndTell({ session, translator, notify }),
          // Offline, or a deploy replaced the files: no part of the sign-in can run (its flows are that
          // file), so the shopper is told in the words boot has, the page's developer on the console.
          (error: unknown) => {
            if (disposer.signal.aborted) return;
            console.error('[dropcart] the sign-in could not be finished: its code did not load', error);
            notify.toast(t('error.network'), 'error');
          },
        );
      const url = options.eventsUrl;
      if (url)
        whenThereIsSomethingToFollow(
          { win, cartStore, cart, products, disposer, uiSettled: prepareUi.settled },
          () => {
            void import('./live/live-updates.ts').then((live) => {
              if (!disposer.signal.aborted)
                live.followLiveUpdates({ url, doc, cartStore, cart, products, disposer });
            });
          },
        );
    },
    // Last, so listeners the loader replays (`Dropcart.on('ready', …)`) are attached first.
    () => events.emit('ready', { version: VERSION }),
    () =>
      options.debug &&
      void doctor().catch((error) => console.error('[dropcart] the setup doctor did not load', error)),
  ]);

  return {
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
  };
}
