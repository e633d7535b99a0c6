// The top layer (the popover API): a surface there is drawn above the whole page at the viewport's size,
// whatever containing block or stacking context the host page creates around our element (`body {
// transform }`, `filter`, `contain`, `will-change`, a z-index war). Engines without the popover API keep
// the fixed position and z-index of the stylesheets. Surfaces are `popover="manual"`: no light dismiss and
// no inertness of the page (the live region and the toasts stay readable); focus is the modal's own.

/** Elements that stay above surfaces opened after them (the toasts), per shadow root. */
const floatingAbove = new WeakMap<Node, Set<HTMLElement>>();

const isOpen = (element: HTMLElement) => {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
};

/**
 * Shows `element` (which carries `popover="manual"`) in the top layer, above what is there. A `floating`
 * element (the toasts) is raised again above each surface shown after it. Returns the function that takes
 * it out again.
 */
export function showInTopLayer(element: HTMLElement, { floating = false } = {}): () => void {
  if (typeof element.showPopover !== 'function' || !element.hasAttribute('popover')) return () => {};
  const root = element.getRootNode();
  let above = floatingAbove.get(root);
  if (!above) {
    above = new Set();
    floatingAbove.set(root, above);
  }
  if (!isOpen(element)) element.showPopover();
  if (floating) above.add(element);
  else
    for (const other of above)
      if (isOpen(other)) {
        other.hidePopover();
        other.showPopover();
      }
  return () => {
    above.delete(element);
    if (isOpen(element)) element.hidePopover();
  };
}
