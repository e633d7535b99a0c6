import { useLayoutEffect } from 'react';
import { useWidget } from './context.ts';
import { followReadableAccent } from './readable-accent.ts';
import css from './ui.css?inline';

/**
 * The drawer's, dialogs' and popovers' styles travel with their (lazy) code, so the first load carries
 * only the base sheet. Adopted once per instance, before the first paint of whichever comes first; the
 * owner's accent is checked against the background then (readable-accent.ts), as the page set it by now.
 */
export function useUiStyles(): void {
  const { adoptStyles, container } = useWidget();
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
  useLayoutEffect(() => followReadableAccent(container), [container]);
}
