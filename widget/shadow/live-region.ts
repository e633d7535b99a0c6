import type { ReadableStore } from '../reducer-store.ts';
import type { UiState } from '../ui-store.ts';

/**
 * The polite live region screen readers hear adds, updates and errors from. Plain DOM beside React's
 * container, so it exists from boot: an announcement made before the UI has loaded is still read out.
 */
export function createLiveRegion(
  root: ShadowRoot,
  ui: ReadableStore<UiState>,
  /** The shopper's language and direction, for the voice that reads it out (the page's may differ). */
  language: Pick<HTMLElement, 'lang' | 'dir'>,
): () => void {
  const region = root.ownerDocument.createElement('div');
  Object.assign(region, language);
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  root.append(region);
  const unsubscribe = ui.subscribe((state) => {
    if (region.textContent !== state.announcement) region.textContent = state.announcement;
  });
  return () => {
    unsubscribe();
    region.remove();
  };
}
