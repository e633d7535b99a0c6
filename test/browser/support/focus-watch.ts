// Watches, inside the page, every moment the cart drawer is open for focus that is not on a usable control
// of a widget dialog: on <body>, on the host page, on a control that was disabled or removed. Checked on
// each focus change and after each change of the widget's DOM (a MutationObserver answers in the same
// task), so a drop that is mended only later is still caught. Focus that leaves a control is checked once
// the task that moved it is over: that is where the shopper's next key would find it.
import type { Page } from 'playwright-core';

/** Installs the watch in `page` (once per page). */
export function watchFocus(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { focusEscapes?: string[] };
    if (w.focusEscapes) return;
    const escapes: string[] = [];
    w.focusEscapes = escapes;
    const host = document.querySelector('dropcart-root');
    const root = host?.shadowRoot;
    if (!root) throw new Error('the widget is not mounted');
    const check = (why: string) => {
      const drawer = root.querySelector('.drawer[role="dialog"]');
      if (!drawer) return;
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      const usable =
        active?.isConnected &&
        active.closest('[role="dialog"]') &&
        !(active as HTMLButtonElement).disabled &&
        !active.closest('[inert]');
      if (!usable)
        escapes.push(
          `${why}: ${active?.tagName.toLowerCase() ?? 'nothing'} ${active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 40) ?? ''}`,
        );
    };
    document.addEventListener('focusin', () => check('focusin'), true);
    document.addEventListener('focusout', () => setTimeout(() => check('focusout'), 0), true);
    new MutationObserver(() => check('change')).observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'inert'],
    });
  });
}

/** The escapes seen since the last call (and forgets them). */
export function takeFocusEscapes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { focusEscapes: string[] }).focusEscapes.splice(0));
}
