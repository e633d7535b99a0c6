// Whether the pointer or focus has come near a buy button: into the product's card (its picture, name or
// price) or the list holding it, not only onto the button. A mouse crosses the card on its way to the
// button, so the UI's code can start loading that much before the click (issue #32). Measured in the page's
// tree, not in pixels: a distance would need the buttons' boxes, and asking for them forces a layout of
// the host page on its pointer's every move.

const BUY = '[data-dropcart-add]:not([disabled])';

/** The element itself, its parent and its grandparent: a card's picture inside its link inside the card. */
const LEVELS = 3;

export function nearBuyButton(target: EventTarget | null): boolean {
  let element = (target as Element | null)?.closest ? (target as Element) : null;
  const doc = element?.ownerDocument;
  // The body and the root hold every button of the page: a pointer over them is near none.
  for (let level = 0; level < LEVELS && element && element !== doc?.body; level++) {
    if (element === doc?.documentElement) return false;
    if (element.matches(BUY) || element.querySelector(BUY)) return true;
    element = element.parentElement;
  }
  return false;
}
