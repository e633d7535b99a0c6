// One delegated listener on the host document for every data-dropcart-* action, and `activate`, which
// is what a click does (the loader replays clicks made before the widget was there through it).
import type { AccountSection } from '../api.ts';
import type { WidgetCore } from '../core.ts';
import { reasonOf } from '../errors.ts';
import { ACCOUNT_SECTIONS } from '../session/controller.ts';
import { type AttributeProblem, describeElement, isProblem, readAddAttributes } from './attributes.ts';

export const ACTION_SELECTOR =
  '[data-dropcart-add],[data-dropcart-open],[data-dropcart-login],[data-dropcart-logout],[data-dropcart-account]';

function reportProblem(core: WidgetCore, element: Element, problem: AttributeProblem): void {
  console.error(
    `[dropcart] ${describeElement(element)} ${problem.attribute}="${problem.value}" ${problem.problem}; nothing was changed.`,
    element,
  );
  core.notify.toast(core.t('error.attribute', { attribute: problem.attribute }), 'error');
}

/** Adds still working per button: every click counts (twenty quick clicks are twenty items). */
const working = new WeakMap<Element, number>();

async function addFromButton(core: WidgetCore, element: Element): Promise<void> {
  const request = readAddAttributes(element);
  if (isProblem(request)) return reportProblem(core, element, request);
  working.set(element, (working.get(element) ?? 0) + 1);
  element.setAttribute('aria-busy', 'true');
  try {
    if (!request.variantId) {
      let summary: Awaited<ReturnType<WidgetCore['products']['get']>>;
      try {
        summary = await core.products.get(request.productId);
      } catch (error) {
        return reportProblem(core, element, {
          attribute: 'data-dropcart-add',
          value: request.productId,
          problem: `names no product of this store (${reasonOf(error, core.t)})`,
        });
      }
      if (!summary.inStock) {
        core.notify.toast(`${summary.name}: ${core.t('options.soldOut')}`, 'error');
        return;
      }
      const chosen = request.options ?? {};
      const missing = (summary.product.productOptions ?? []).some(
        (o) => o.choices.length > 0 && !chosen[o.name],
      );
      if (missing) {
        const ask: NonNullable<ReturnType<WidgetCore['ui']['getState']>['options']> = {
          productId: request.productId,
          anchor: element,
          quantity: request.quantity ?? 1,
          preset: chosen,
        };
        if (request.openOnAdd !== undefined) ask.openOnAdd = request.openOnAdd;
        core.ui.setState({ options: ask });
        return;
      }
    }
    await core.cart.add(request).catch(() => undefined); // the controller already told the shopper
  } finally {
    const left = (working.get(element) ?? 1) - 1;
    working.set(element, left);
    if (left === 0) element.removeAttribute('aria-busy');
  }
}

export async function activate(core: WidgetCore, element: Element): Promise<void> {
  if (element.hasAttribute('data-dropcart-add')) return addFromButton(core, element);
  if (element.hasAttribute('data-dropcart-open')) {
    core.ui.setState({ drawerOpen: true });
    return;
  }
  if (element.hasAttribute('data-dropcart-login')) {
    core.ui.setState({ signInOpen: true });
    return;
  }
  if (element.hasAttribute('data-dropcart-logout')) return core.session.logout();
  const section = element.getAttribute('data-dropcart-account') ?? '';
  if (!ACCOUNT_SECTIONS.includes(section as AccountSection))
    return reportProblem(core, element, {
      attribute: 'data-dropcart-account',
      value: section,
      problem: `must be one of ${ACCOUNT_SECTIONS.join(', ')}`,
    });
  if (!core.sessionStore.getState().signedIn) {
    core.ui.setState({ signInOpen: true });
    return;
  }
  return core.session.openAccount(section as AccountSection);
}

/** Installs the click listener, and the UI and product prefetch on hover/focus of our buttons. */
export function listenForClicks(core: WidgetCore, doc: Document): void {
  core.disposer.listen(
    doc,
    'click',
    (event) => {
      const element = (event.target as Element | null)?.closest?.(ACTION_SELECTOR);
      if (!element || (element as HTMLButtonElement).disabled) return;
      event.preventDefault();
      void activate(core, element).catch((error: unknown) =>
        core.notify.toast(reasonOf(error, core.t), 'error'),
      );
    },
    { capture: true },
  );
  // A pointer, finger or focus on one of our buttons comes a moment before its click: use the moment to
  // load the UI and the product.
  const prefetch = (event: Event) => {
    const element = (event.target as Element | null)?.closest?.(ACTION_SELECTOR);
    if (!element) return;
    core.prepareUi();
    const id = element.getAttribute('data-dropcart-add')?.trim();
    if (id) core.products.get(id).catch(() => undefined);
  };
  core.disposer.listen(doc, 'pointerover', prefetch, { capture: true, passive: true });
  core.disposer.listen(doc, 'focusin', prefetch, { capture: true });
}
