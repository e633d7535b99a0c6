// Renders product cards with React (the cards' chunk imports this only once a card's product is read).
// The card replaces the owner's fallback in the task it first renders in, so no frame shows neither; a
// `card` or a `row` takes the room the fallback held (a card's picture gives way, and choices that do not
// fit move to the options popover behind "Choose options"), so nothing below it moves (CLS).
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Disposer } from '../disposer.ts';
import type { ProductSummary } from '../products.ts';
import { createShadowHost } from '../shadow/shadow-host.ts';
import choicesCss from '../ui/options/choices.css?inline';
import uiCss from '../ui/ui.css?inline';
import type { CardFrame } from './card-frame.ts';
import cardsCss from './cards.css?inline';
import { type CardDeps, ProductCard } from './ProductCard.tsx';

/** Narrower than this, a card asks for its choices in the popover instead of showing them inline. */
const SMALL_CARD_PX = 320;

const cards = new WeakMap<CardFrame, { root: Root; small: boolean }>();

export function renderCard(
  frame: CardFrame,
  summary: ProductSummary,
  deps: CardDeps & { theme: string; disposer: Pick<Disposer, 'add'> },
): void {
  const known = cards.get(frame);
  if (known) {
    known.root.render(
      createElement(ProductCard, { summary, layout: frame.layout, small: known.small, deps }),
    );
    return;
  }
  // Measured while the fallback still shows: the room the owner's content reserved.
  const box = frame.host.getBoundingClientRect();
  const shadow = createShadowHost(frame.root, frame.host.ownerDocument);
  const { container } = shadow;
  // A card sits in the page's flow: it stacks like the page's own content, not above the page.
  container.style.removeProperty('z-index');
  container.dataset.theme = deps.theme;
  if (frame.layout !== 'button-only' && box.height > 0) container.style.height = `${box.height}px`;
  shadow.adopt(uiCss); // the drawer's buttons and fields
  shadow.adopt(choicesCss);
  shadow.adopt(cardsCss);
  const root = createRoot(container);
  // The card clips what does not fit (cards.css): measured on it, not on the container it fills.
  const overflows = () => {
    const card = container.firstElementChild ?? container;
    return card.scrollHeight > card.clientHeight + 1;
  };
  const show = (small: boolean) => {
    cards.set(frame, { root, small });
    flushSync(() => root.render(createElement(ProductCard, { summary, layout: frame.layout, small, deps })));
  };
  show(box.width > 0 && box.width < SMALL_CARD_PX);
  frame.slot.remove();
  // Choices too tall for the room: asked for in the popover instead, the card keeping the room.
  if (overflows() && !cards.get(frame)?.small) show(true);
  // Too little room even for the card's words (a fallback of one line): it takes its own height.
  if (overflows()) container.style.removeProperty('height');
  deps.disposer.add(() => {
    root.unmount();
    shadow.remove();
    frame.root.append(frame.slot); // the owner's content shows again
  });
}
