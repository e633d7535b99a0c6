// Why a checkout was refused, in words: only a checkout asks (checkout.ts), so the drawer's first render
// does not carry it (design.md §4).
import type { Translate } from '../i18n/index.ts';
import { lineFix } from './availability.ts';
import type { LineView } from './view.ts';

/**
 * Why a checkout was refused, naming each line and its fix ("Checkout waits until the cart is fixed: Enamel
 * Pin (only 2 left): reduce it to 2."), for whoever called `Dropcart.checkout()` and for screen readers.
 */
export function heldMessage(lines: readonly LineView[], t: Translate): string {
  const each = lines.map((line) => {
    const fix = lineFix(line);
    if (fix?.kind === 'reduce') return t('checkout.heldReduce', { name: line.name, available: fix.to });
    const reason = t(
      line.availability === 'NOT_FOUND' ? 'availability.NOT_FOUND' : 'availability.NOT_AVAILABLE',
    );
    return t('checkout.heldRemove', { name: line.name, reason });
  });
  return t('checkout.heldBecause', { lines: each.join('; ') });
}
