// One delegated listener on the host document for every data-dropcart-* action, and `activate`, which
// is what a click does (the loader replays clicks made before the widget was there through it).
import { ownValue } from '../../src/http/values.ts';
import { isApiError } from '../../src/index.ts';
import { ACCOUNT_SECTIONS, isAccountSection } from '../api.ts';
import type { HeldAdd } from '../cart/add.ts';
import type { CartController } from '../cart/controller.ts';
import type { Disposer } from '../disposer.ts';
import { codeOf, detailOf, reasonOf } from '../errors.ts';
import type { Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import { needsChoice, type ProductCache, type ProductSummary } from '../products.ts';
import { modifierToChoose } from '../selection.ts';
import type { SessionController } from '../session/controller.ts';
import type { OptionsRequest, UiStore } from '../ui-store.ts';
import { afterNextPaint } from './after-paint.ts';
import { type AttributeProblem, describeElement, isProblem, readAddAttributes } from './attributes.ts';
import type { EventHub } from './events.ts';
import { nearBuyButton } from './near-buy.ts';

export const ACTION_SELECTOR =
  '[data-dropcart-add],[data-dropcart-open],[data-dropcart-login],[data-dropcart-logout],[data-dropcart-account]';

/** The action element a click is on, taken from the page (an anchor or a form button must not navigate away). */
export function takeAction(event: Event): Element | undefined {
  const element = (event.target as Element | null)?.closest?.(ACTION_SELECTOR);
  if (!element || (element as HTMLButtonElement).disabled) return;
  event.preventDefault();
  return element;
}

export interface ActivateDeps {
  cart: Pick<CartController, 'add' | 'hold'>;
  session: Pick<SessionController, 'logout' | 'openAccount'>;
  ui: Pick<UiStore, 'getState' | 'openDrawer' | 'closeDrawer' | 'openSignIn' | 'requestOptions'>;
  products: Pick<ProductCache, 'get' | 'peek'>;
  notify: Pick<Notifier, 'toast'>;
  /** `dropcart:error` for the owner: a malformed attribute or an unknown product is their mistake to fix. */
  events: Pick<EventHub, 'emit'>;
  t: Translate;
  /** Starts loading the UI's code: whatever the click shows (the cart, a popover, a toast) needs it. */
  prepareUi(): void;
  /**
   * Work the add's line would otherwise do when it first shows its price, done while the product's read or
   * the UI's code is on its way (at least one round trip: the main thread is idle meanwhile). `priced`: the
   * product is known, so the line's first frame shows its price; otherwise that frame is a skeleton.
   */
  whileReading(priced: boolean): void;
}

/** What a click on a marked host element does. */
export type Activate = (element: Element) => Promise<void>;

/** Adds still working per button: every click counts (twenty quick clicks are twenty items). */
const working = new WeakMap<Element, number>();

export function createActivate(deps: ActivateDeps): Activate {
  const { cart, session, ui, products, notify, events, t, prepareUi, whileReading } = deps;

  /**
   * An owner's mistake in the page's markup: the owner reads what and where in the console and in
   * `dropcart:error`; the shopper reads only that the item is not available (never an attribute's name).
   */
  function reportProblem(
    element: Element,
    problem: AttributeProblem,
    code: 'INVALID_ARGUMENT' | 'PRODUCT_NOT_FOUND' = 'INVALID_ARGUMENT',
  ): void {
    console.error(
      `[dropcart] ${describeElement(element)} ${problem.attribute}="${problem.value}" ${problem.problem}; nothing was changed.`,
      element,
    );
    const message = t(
      problem.attribute === 'data-dropcart-account' ? 'error.unavailable' : 'error.itemUnavailable',
    );
    notify.toast(message, 'error');
    events.emit('error', { code, message });
  }

  async function addFromButton(element: Element): Promise<void> {
    const request = readAddAttributes(element);
    if (isProblem(request)) return reportProblem(element, request);
    const byShopper = { ...request, byShopper: true };
    working.set(element, (working.get(element) ?? 0) + 1);
    element.setAttribute('aria-busy', 'true');
    let held: HeldAdd | undefined;
    try {
      // Known from the page's query as a rule; the add's line shows its name and price at once. When it
      // is not (a click the loader replays), its read goes out before the UI's code is asked for: the
      // browser's few connections to the widget's host would otherwise hold the catalog's code behind it.
      const known = products.peek(request.productId) !== undefined;
      const reading = products.get(request.productId);
      prepareUi();
      // Not known yet (a first visit's click): its line shows now, a skeleton until the product is read,
      // and the cart opens with it. Taken out again, the cart closed if it opened for it, when no add
      // follows (a choice to make, sold out, no such product).
      const wasOpen = ui.getState().drawerOpen;
      held = known ? undefined : cart.hold(byShopper);
      const release = () => {
        if (!held) return;
        held.release();
        if (!wasOpen) ui.closeDrawer();
      };
      // A page's first money format costs 20 to 60 ms: made before the line first shows its price, and
      // for a skeleton not before the skeleton shows (issue #32).
      whileReading(known);
      let summary: ProductSummary;
      try {
        summary = await reading;
      } catch (error) {
        release();
        // Only the platform's "no such product" blames the button; a failed read (network, a refused
        // session, a storage the browser refuses) is said as what it is (issue #18).
        const noSuchProduct =
          codeOf(error) === 'PRODUCT_NOT_FOUND' ||
          (isApiError(error) && (error.status === 400 || error.status === 404));
        if (!noSuchProduct) {
          console.error(
            `[dropcart] ${describeElement(element)} data-dropcart-add="${request.productId}": the product could not be read (${detailOf(error)}); nothing was added.`,
            error,
          );
          notify.toast(t('error.generic', { reason: reasonOf(error, t) }), 'error');
          return;
        }
        return reportProblem(
          element,
          {
            attribute: 'data-dropcart-add',
            value: request.productId,
            problem: `names no product of this store (${detailOf(error)})`,
          },
          'PRODUCT_NOT_FOUND',
        );
      }
      // A button for one variant is about that variant; whole-product stock and choices say nothing of it.
      if (!request.variantId) {
        if (!summary.inStock) {
          release();
          notify.toast(`${summary.name}: ${t('options.soldOut')}`, 'error');
          return;
        }
        const chosen = request.options ?? {};
        // A mandatory modifier the button does not name is asked for too; an optional one only when the
        // button names nothing (a button that names its choices adds as it says).
        const missing =
          (needsChoice(summary) && summary.options.some((o) => !ownValue(chosen, o.name))) ||
          modifierToChoose(summary, chosen) !== undefined;
        if (missing) {
          release();
          const ask: OptionsRequest = {
            productId: request.productId,
            anchor: element,
            quantity: request.quantity ?? 1,
            preset: chosen,
          };
          if (request.openOnAdd !== undefined) ask.openOnAdd = request.openOnAdd;
          ui.requestOptions(ask);
          return;
        }
      }
      const adding = held ? held.add() : cart.add(byShopper);
      await adding.catch(() => undefined); // the controller already told the shopper
    } finally {
      held?.release(); // a no-op once added or released
      const left = (working.get(element) ?? 1) - 1;
      working.set(element, left);
      if (left === 0) element.removeAttribute('aria-busy');
    }
  }

  return async (element) => {
    if (element.hasAttribute('data-dropcart-add')) return addFromButton(element);
    // The UI's code travels while the click's work is done, not after (a click the loader replays, or one
    // with no pointer or focus on the button before it, has not fetched it yet).
    prepareUi();
    if (element.hasAttribute('data-dropcart-open')) return ui.openDrawer();
    if (element.hasAttribute('data-dropcart-login')) return ui.openSignIn();
    if (element.hasAttribute('data-dropcart-logout')) return session.logout();
    const section = element.getAttribute('data-dropcart-account') ?? '';
    if (!isAccountSection(section))
      return reportProblem(element, {
        attribute: 'data-dropcart-account',
        value: section,
        problem: `must be one of ${ACCOUNT_SECTIONS.join(', ')}`,
      });
    // Signed out, the session asks to sign in first and then goes on to the section.
    return session.openAccount(section);
  };
}

export interface ClickDeps {
  doc: Document;
  activate: Activate;
  disposer: Pick<Disposer, 'listen' | 'setTimeout'>;
  notify: Pick<Notifier, 'toast'>;
  t: Translate;
  products: Pick<ProductCache, 'withVariants'>;
  /** Loads the UI now, ahead of the click that is about to come, with the surface it will show if known. */
  prepareUi(surface?: 'OptionsPopover'): void;
}

/** Installs the click listener, and the UI and product prefetch on hover/focus of our buttons. */
export function listenForClicks({
  doc,
  activate,
  disposer,
  notify,
  t,
  products,
  prepareUi,
}: ClickDeps): void {
  disposer.listen(
    doc,
    'click',
    (event) => {
      const element = takeAction(event);
      if (!element) return;
      // The product and the UI's code are asked for now (no work on this task), a frame earlier.
      prefetch(event);
      // What the click does runs after the click's own paint (after-paint.ts): the page answers at once
      // (Interaction to Next Paint), and the add's request, the drawer's mounting and a first request's
      // token and HTTP code (a visit without a cart has sent none) each take a frame of their own.
      afterNextPaint(doc.defaultView, disposer, () => {
        void activate(element).catch((error: unknown) => notify.toast(reasonOf(error, t), 'error'));
      });
    },
    { capture: true },
  );
  // A pointer, finger or focus on one of our buttons comes a moment before its click: use the moment to
  // load the UI and the product with its variants (what the popover shows, and what a Catalog V3 add
  // names; the page's query has none on V3). The product first: a read not made yet needs the catalog's
  // code, which the UI's files would hold up behind the browser's few connections to the widget's host.
  // Near a buy button is early enough for the UI's code alone (near-buy.ts); looked for only until then.
  let near = false;
  function prefetch(event: Event): void {
    const element = (event.target as Element | null)?.closest?.(ACTION_SELECTOR);
    if (!element) {
      if (!near && nearBuyButton(event.target)) {
        near = true;
        prepareUi();
      }
      return;
    }
    const id = element.getAttribute('data-dropcart-add')?.trim();
    // A product with options may ask for them in the options popover: its code comes now too.
    if (id)
      products.withVariants(id).then(
        (summary) => {
          if (needsChoice(summary)) prepareUi('OptionsPopover');
        },
        () => undefined,
      );
    prepareUi();
  }
  disposer.listen(doc, 'pointerover', prefetch, { capture: true, passive: true });
  disposer.listen(doc, 'focusin', prefetch, { capture: true });
}
