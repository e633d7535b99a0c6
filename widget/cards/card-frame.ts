// A product card's own shadow root on the owner's element. Until the product has been read it holds a
// <slot> alone, so the owner's content (the fallback crawlers and visitors without JavaScript read too)
// shows exactly as before, in the page's own styles; render-cards.tsx puts the card in its place.
import { describeElement } from '../host/attributes.ts';

export type CardLayout = 'card' | 'row' | 'button-only';
const LAYOUTS: readonly string[] = ['card', 'row', 'button-only'];

export interface CardFrame {
  host: HTMLElement;
  root: ShadowRoot;
  layout: CardLayout;
  /** Shows the owner's content until the card replaces it. */
  slot: HTMLSlotElement;
}

export function frameCard(element: Element): CardFrame | undefined {
  const given = element.getAttribute('data-layout') ?? 'card';
  if (!LAYOUTS.includes(given))
    console.error(
      `[dropcart] ${describeElement(element)} data-layout="${given}" must be card, row or button-only; shown as card.`,
    );
  const layout = (LAYOUTS.includes(given) ? given : 'card') as CardLayout;
  let root: ShadowRoot;
  try {
    // A widget mounted again after destroy() finds the root the last one left: a lone slot.
    const left = element.shadowRoot;
    const ours = left?.childNodes.length === 1 && left.firstChild?.nodeName === 'SLOT';
    root = ours ? left : (element as HTMLElement).attachShadow({ mode: 'open' });
    if (ours) root.replaceChildren();
  } catch (error) {
    // An element that cannot host a shadow root (an <a>, a <p>) or has one already: the owner's to fix.
    console.error(
      `[dropcart] ${describeElement(element)} cannot hold a product card (use a <div>); its content stays.`,
      error,
    );
    return undefined;
  }
  const slot = element.ownerDocument.createElement('slot');
  root.append(slot);
  return { host: element as HTMLElement, root, layout, slot };
}
