import { useLayoutEffect, useState } from 'react';
import { useWidget } from './context.ts';
import { applyReadableAccent, followReadableAccent } from './readable-accent.ts';
import css from './ui.css?inline';

/**
 * The drawer's, dialogs' and popovers' styles travel with their (lazy) code, so the first load carries
 * only the base sheet. Adopted once per instance, before the first paint of whichever comes first; the
 * owner's accent is checked against the background as each renders (readable-accent.ts), as the page set
 * it by now.
 */
export function useUiStyles(): void {
  const { adoptStyles, container } = useWidget();
  // Checked as the surface renders, before it is in the page: in a layout effect its probes forced a style
  // recalculation of the whole new surface, and its result a second one in the frame (issue #32).
  useState(() => applyReadableAccent(container));
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
  useLayoutEffect(() => followReadableAccent(container), [container]);
}
