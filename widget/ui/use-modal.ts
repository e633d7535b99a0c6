import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { lockScroll, scrollbarWidth } from '../shadow/scroll-lock.ts';
import { useWidget } from './context.ts';

export const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog in our shadow root: focus moves in and returns to where it was, Tab stays inside,
 * Escape closes, and the page behind does not scroll. The host page's DOM is not touched otherwise.
 * A layout effect: focus moves in within the commit that shows the dialog (a key pressed the moment it
 * appears reaches it, not the page behind) and is back in the commit that removes it.
 */
export function useModal(ref: RefObject<HTMLElement | null>, onClose: () => void, lock = true): void {
  // The latest onClose, without re-running the effect (which would move focus) on every render.
  const close = useRef(onClose);
  close.current = onClose;
  // The page's scrollbar, measured as the dialog first renders, before it is in the page (issue #32).
  const { container } = useWidget();
  const [scrollbar] = useState(() => scrollbarWidth(container.ownerDocument));
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    // Focus inside a shadow root shows as the host element on document; the real element is deeper.
    let previous = doc.activeElement as HTMLElement | null;
    while (previous?.shadowRoot?.activeElement) previous = previous.shadowRoot.activeElement as HTMLElement;
    const unlock = lock ? lockScroll(doc, scrollbar) : () => {};
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(TABBABLE);
    // Neither taking focus nor giving it back scrolls the host page (the page behind is where it was).
    (first ?? dialog).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbables = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
      const [head, tail] = [tabbables[0], tabbables[tabbables.length - 1]];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
      // A control Tab does not visit (the heading, the dialog itself) before the first one or after the
      // last: the browser's own move would leave the dialog for the page.
      const outside = (edge: HTMLElement, position: number) =>
        !dialog.contains(active) ||
        (active !== null &&
          !tabbables.includes(active as HTMLElement) &&
          Boolean(edge.compareDocumentPosition(active) & position));
      if (event.shiftKey && (active === head || outside(head, Node.DOCUMENT_POSITION_PRECEDING))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || outside(tail, Node.DOCUMENT_POSITION_FOLLOWING))) {
        event.preventDefault();
        head.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);

    // Focus that leaves for the host page (a popover handing it back to its button) is brought back:
    // the page behind a modal is out of reach. Focus inside our shadow root shows as our host element.
    const ourRoot = dialog.getRootNode();
    const ourHost = (ourRoot as ShadowRoot).host as Element | undefined;
    const onPageFocus = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (!ourHost || !(target instanceof Node)) return;
      if (target.getRootNode() === ourRoot || ourHost.contains(target)) return;
      (first ?? dialog).focus({ preventScroll: true });
    };
    // Focus on nothing (the focused control was replaced) still answers Escape and Tab.
    const onPageKey = (event: KeyboardEvent) => {
      if (doc.activeElement !== doc.body && doc.activeElement !== null) return;
      if (event.key === 'Escape') close.current();
      else if (event.key === 'Tab') {
        event.preventDefault();
        (dialog.querySelector<HTMLElement>(TABBABLE) ?? dialog).focus();
      }
    };
    doc.addEventListener('focusin', onPageFocus, true);
    doc.addEventListener('keydown', onPageKey, true);
    return () => {
      doc.removeEventListener('focusin', onPageFocus, true);
      doc.removeEventListener('keydown', onPageKey, true);
      dialog.removeEventListener('keydown', onKeyDown);
      unlock();
      // Once the commit that removes the dialog is over (its exit copy is made and its layer hidden in it),
      // and before any other task: no key reaches the page in between. Not when a dialog of ours opened in
      // the same commit has taken focus.
      queueMicrotask(() => {
        const ours = (ourRoot as ShadowRoot).activeElement;
        if (previous?.isConnected && !ours?.closest('[role="dialog"]')) giveFocusBack(previous);
      });
    };
  }, [ref, lock, scrollbar]);
}

/**
 * Focus back to where it was. The page may have hidden that control meanwhile (its "Sign in", once a
 * member is signed in): then the next one the keyboard reaches from there, not the top of the page.
 */
function giveFocusBack(previous: HTMLElement): void {
  previous.focus({ preventScroll: true });
  const doc = previous.ownerDocument;
  if (doc.activeElement === previous || previous.getRootNode() !== doc) return;
  for (const next of doc.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (!(previous.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    next.focus({ preventScroll: true });
    if (doc.activeElement === next) return;
  }
}
