import { useContext, useLayoutEffect } from 'react';
import { WidgetContext } from '../context.ts';
import css from './rich-text.css?inline';

/**
 * Descriptions bring their own sheet, adopted into the widget's shadow root before their first paint (as
 * ui.css is by useUiStyles). Rendered outside a widget (a test, another React tree) there is no shadow root
 * of ours to style, and the elements stay plain semantic HTML.
 */
export function useRichTextStyles(): void {
  const adoptStyles = useContext(WidgetContext)?.adoptStyles;
  useLayoutEffect(() => adoptStyles?.(css), [adoptStyles]);
}
