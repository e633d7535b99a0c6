// Where the options popover goes beside its button on a desktop window. Its options and its Add button must
// all show without scrolling (issue 27: a Size and Color popover opened upward over the header, scrolled
// inside, and asked for a Color nobody could see). So the side is chosen by what the options need, not by
// the popover's current height (which the description makes tall, and `size` then shrinks): below the
// button if they fit there, else above, else beside it to the right or left, where the whole height of the
// window is there for it (shifted along to stay on screen). The description comes after the options and is
// what scrolls.
import { type Middleware, offset, type Placement, shift, size } from '@floating-ui/react';

/** Room kept free between the popover and the edges of the viewport. */
export const EDGE = 8;
const GAP = 8;

/** The height the popover needs to show its header, every option and its action: all but the description. */
function neededHeight(floating: HTMLElement): number {
  const part = (selector: string) => floating.querySelector<HTMLElement>(selector);
  const body = part('.options-body');
  const description = part('.options-body > .description');
  const borders = floating.offsetHeight - floating.clientHeight;
  const descriptionHeight = description ? description.offsetHeight + GAP : 0;
  return (
    (part('.options-head')?.offsetHeight ?? 0) +
    (body ? body.scrollHeight - descriptionHeight : 0) +
    (part('.options-foot')?.offsetHeight ?? 0) +
    borders
  );
}

const roomForOptions: Middleware = {
  name: 'roomForOptions',
  fn({ placement, rects, elements }) {
    const floating = elements.floating;
    const needed = neededHeight(floating);
    const view = floating.ownerDocument.documentElement;
    const button = rects.reference;
    const below = view.clientHeight - (button.y + button.height) - GAP - EDGE;
    const above = button.y - GAP - EDGE;
    const right = view.clientWidth - (button.x + button.width) - GAP - EDGE;
    const left = button.x - GAP - EDGE;
    const width = rects.floating.width;
    let best: Placement;
    if (below >= needed) best = 'bottom-start';
    else if (above >= needed) best = 'top-start';
    else if (right >= width) best = 'right-start';
    else if (left >= width) best = 'left-start';
    else best = below >= above ? 'bottom-start' : 'top-start';
    return best === placement ? {} : { reset: { placement: best } };
  },
};

/**
 * Beside the button, on the side that has room for the options; moved along to stay on screen; no taller
 * or wider than the room left (ui.css reads the custom properties, so the sheet's own limits win when the
 * screen turns narrow).
 */
export const besideTheButton: Middleware[] = [
  offset(GAP),
  roomForOptions,
  shift({ padding: EDGE }),
  size({
    padding: EDGE,
    apply({ availableWidth, availableHeight, elements }) {
      const { style } = elements.floating;
      style.setProperty('--dc-room-height', `${Math.max(0, Math.floor(availableHeight))}px`);
      style.setProperty('--dc-room-width', `${Math.max(0, Math.floor(availableWidth))}px`);
    },
  }),
];
