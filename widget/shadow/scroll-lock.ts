/**
 * The page's classic scrollbar's width; 0 with overlay scrollbars (and where layout is not measured). It
 * asks for the page's layout: measured before a dialog is added (use-modal.ts), that layout is the page's
 * last frame's, already done; measured after, it is a new one, done again once the lock hides the overflow.
 */
export function scrollbarWidth(doc: Document): number {
  const root = doc.documentElement;
  const view = doc.defaultView;
  return view && root.clientWidth > 0 ? view.innerWidth - root.clientWidth : 0;
}

/**
 * Stops the host page from scrolling behind the open drawer without moving any of its layout: hides the
 * root's overflow and, where the page shows a classic scrollbar, keeps its gutter (`scrollbar-gutter:
 * stable`), so neither the page's content nor its fixed elements (a `.fixed-top` navbar spans the width
 * left of the scrollbar) change width. Padding the root instead would keep the content in place but widen
 * every fixed element by the scrollbar's width. Remembers the exact inline values it changed and puts them
 * back on unlock (an empty value is removed again), so the host page ends as it was.
 */
export function lockScroll(doc: Document, scrollbar = scrollbarWidth(doc)): () => void {
  const root = doc.documentElement;
  const view = doc.defaultView;
  const gutter = view?.CSS?.supports?.('scrollbar-gutter', 'stable') === true;
  const changed: Array<[property: string, value: string]> = [['overflow', 'hidden']];
  if (scrollbar > 0 && view) {
    // A page that already keeps its gutter needs nothing more; an engine without scrollbar-gutter gets
    // the old padding, which at least keeps the content in place.
    const current = view.getComputedStyle(root).getPropertyValue('scrollbar-gutter');
    if (!gutter) {
      const padding = Number.parseFloat(view.getComputedStyle(root).paddingRight) || 0;
      changed.push(['padding-right', `${padding + scrollbar}px`]);
    } else if (!current || current === 'auto') changed.push(['scrollbar-gutter', 'stable']);
  }
  const hadStyle = root.hasAttribute('style');
  const before = changed.map(([property]) => ({
    property,
    value: root.style.getPropertyValue(property),
    priority: root.style.getPropertyPriority(property),
  }));
  for (const [property, value] of changed) root.style.setProperty(property, value);
  return () => {
    for (const { property, value, priority } of before)
      if (value) root.style.setProperty(property, value, priority);
      else root.style.removeProperty(property);
    if (!hadStyle && root.getAttribute('style') === '') root.removeAttribute('style');
  };
}
