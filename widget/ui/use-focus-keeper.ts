import { type RefObject, useLayoutEffect } from 'react';
import { TABBABLE } from './use-modal.ts';

/** Where the focused control was: its line's place in the list and what kind of control it is. */
interface Place {
  element: HTMLElement;
  /** Index among the drawer's lines, when the control is in one. */
  line?: number;
  /** `data-control` of the control (`decrease`, `quantity`, `increase`, `remove`). */
  control?: string;
}

const isUsable = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.isConnected &&
  !(element as HTMLButtonElement).disabled &&
  !element.closest('[inert]');

function placeOf(element: HTMLElement, dialog: HTMLElement): Place {
  const line = element.closest('li.line');
  const lines = [...dialog.querySelectorAll('li.line')];
  const control = element.dataset.control;
  return {
    element,
    ...(line ? { line: lines.indexOf(line) } : {}),
    ...(control ? { control } : {}),
  };
}

/** The control of the same kind in a line, or the line's first usable one. */
function inLine(line: Element, control: string | undefined): HTMLElement | undefined {
  const same = control ? line.querySelector(`[data-control="${control}"]`) : null;
  if (isUsable(same)) return same;
  return [...line.querySelectorAll<HTMLElement>(TABBABLE)].find(isUsable);
}

/**
 * The nearest sensible control for focus that lost its own: a control turned disabled hands focus to the
 * next one of its line (`−` at 1 to the quantity), else the one before it; a removed line's control to the
 * same control of the line now in its place, else of the line before; anything else to the heading.
 */
function successor(place: Place, dialog: HTMLElement, heading: HTMLElement | null): HTMLElement | null {
  const { element } = place;
  if (element.isConnected) {
    const group = element.closest('li.line, [part]') ?? dialog;
    const around = [...group.querySelectorAll<HTMLElement>(TABBABLE)].filter(isUsable);
    const follows = (other: HTMLElement) =>
      Boolean(element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
    const next = around.find(follows) ?? around.filter((other) => !follows(other)).at(-1);
    if (next) return next;
  } else if (place.line !== undefined) {
    const lines = dialog.querySelectorAll('li.line');
    const line = lines[Math.min(place.line, lines.length - 1)];
    const target = line && inLine(line, place.control);
    if (target) return target;
  }
  return heading;
}

/**
 * Keeps keyboard focus inside the drawer when the focused control goes away or is disabled under the
 * shopper (`−` reaching 1, Remove, the order confirmation dismissed): the browser would drop it on the
 * page's `<body>`, where the next Tab starts from the top of the host page. Focus is moved in the same
 * task as the change (a MutationObserver answers before the next key is handled), never onto the page.
 */
export function useFocusKeeper(
  ref: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const root = dialog.getRootNode() as ShadowRoot | Document;
    const doc = dialog.ownerDocument;
    let place: Place | undefined;
    const focusedHere = () => {
      const active = root.activeElement;
      return active instanceof HTMLElement && dialog.contains(active) ? active : undefined;
    };
    const check = () => {
      const active = focusedHere();
      if (isUsable(active)) {
        place = placeOf(active, dialog);
        return;
      }
      // Lost only when it was ours and is now on nothing (or still on the disabled control): focus the
      // shopper moved to the page or to another surface of ours is theirs to move.
      if (!place || isUsable(place.element)) return;
      const nowhere = doc.activeElement === doc.body || doc.activeElement === null;
      if (!nowhere && active !== place.element) return;
      const next = successor(place, dialog, headingRef.current);
      next?.focus({ preventScroll: true });
      place = next && next !== headingRef.current ? placeOf(next, dialog) : undefined;
    };
    const observer = new MutationObserver(check);
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'inert'],
    });
    // Focus leaves on its own (a click outside, Tab wrapping): after it has landed, see where.
    const onFocusOut = () => queueMicrotask(check);
    dialog.addEventListener('focusin', check);
    dialog.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      dialog.removeEventListener('focusin', check);
      dialog.removeEventListener('focusout', onFocusOut);
    };
  }, [ref, headingRef]);
}
