import { useCallback } from 'react';
import { showInTopLayer } from '../shadow/top-layer.ts';

/**
 * A ref for an element rendered with `popover="manual"`: it goes into the top layer when it is attached,
 * before its first paint, and out when it is detached (../shadow/top-layer.ts). A callback ref, so it also
 * serves elements a portal mounts later. `floating`: stays above surfaces opened after it (the toasts).
 */
export function useTopLayer(floating = false): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => (element ? showInTopLayer(element, { floating }) : undefined),
    [floating],
  );
}

/**
 * The ref of a floating-ui element that lives in the top layer: floating-ui measures it (`setFloating`)
 * and it goes into the top layer with it (`useTopLayer`).
 */
export function useFloatingInTopLayer(
  setFloating: (element: HTMLElement | null) => void,
): (element: HTMLElement | null) => (() => void) | undefined {
  const topLayer = useTopLayer();
  return useCallback(
    (element: HTMLElement | null) => {
      setFloating(element);
      return topLayer(element);
    },
    [setFloating, topLayer],
  );
}
