import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the options popover is a bottom sheet, as the drawer is full width (ui.css). */
export const NARROW_QUERY = '(max-width: 479px)';

/**
 * Whether the window our shadow root lives in is phone-sized now, following rotation and resizing. The
 * element's own window, not the global one: the widget may render into a frame's document.
 */
export function useNarrowScreen(element: Element): boolean {
  const win = element.ownerDocument.defaultView;
  const subscribe = useCallback(
    (changed: () => void) => {
      const query = win?.matchMedia?.(NARROW_QUERY);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    [win],
  );
  return useSyncExternalStore(subscribe, () => win?.matchMedia?.(NARROW_QUERY).matches ?? false);
}
