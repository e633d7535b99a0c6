/**
 * Stops the host page from scrolling behind the open drawer without a layout shift: hides the page's
 * overflow and pads by the scrollbar's width. Remembers the exact inline values it changed and puts them
 * back on unlock (an empty value is removed again), so the host page ends as it was.
 */
export function lockScroll(doc: Document): () => void {
  const root = doc.documentElement;
  const view = doc.defaultView;
  // The classic scrollbar's width; 0 with overlay scrollbars (and where layout is not measured).
  const scrollbar = view && root.clientWidth > 0 ? view.innerWidth - root.clientWidth : 0;
  const before = {
    overflow: root.style.getPropertyValue('overflow'),
    overflowPriority: root.style.getPropertyPriority('overflow'),
    paddingRight: root.style.getPropertyValue('padding-right'),
    paddingPriority: root.style.getPropertyPriority('padding-right'),
    hadStyle: root.hasAttribute('style'),
  };
  const padding = view ? Number.parseFloat(view.getComputedStyle(root).paddingRight) || 0 : 0;
  root.style.setProperty('overflow', 'hidden');
  if (scrollbar > 0) root.style.setProperty('padding-right', `${padding + scrollbar}px`);
  return () => {
    if (before.overflow) root.style.setProperty('overflow', before.overflow, before.overflowPriority);
    else root.style.removeProperty('overflow');
    if (before.paddingRight)
      root.style.setProperty('padding-right', before.paddingRight, before.paddingPriority);
    else root.style.removeProperty('padding-right');
    if (!before.hadStyle && root.getAttribute('style') === '') root.removeAttribute('style');
  };
}
