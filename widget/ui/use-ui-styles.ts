import { useLayoutEffect } from 'react';
import { useWidget } from './context.ts';
import css from './ui.css?inline';

/**
 * The drawer's, dialogs' and popovers' styles travel with their (lazy) code, so the first load carries
 * only the base sheet. Adopted once per instance, before the first paint of whichever comes first. (The
 * owner's accent is checked against the background before the first render: render.ts.)
 */
export function useUiStyles(): void {
  const { adoptStyles } = useWidget();
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
}
