// The fields' one look (forms.css), brought by each form that draws fields: the coupon's, sign-in's and
// Ship to's. None is in the cart's first frame, so the drawer's own sheet (ui.css) does not carry it.
import { useLayoutEffect } from 'react';
import { useWidget } from './context.ts';
import css from './forms.css?inline';

/** Adopts the fields' styles (once per widget, whichever form comes first) before the form's first paint. */
export function useFormStyles(): void {
  const { adoptStyles } = useWidget();
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
}
