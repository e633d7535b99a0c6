import type { HalfCatalog } from './en.ts';

// Italian texts of the coupon refusals, loaded with a coupon’s apply (it-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'Non esiste un coupon con questo codice. Controllalo.',
  'coupon.expired': 'Questo coupon è scaduto.',
  'coupon.notActiveYet': 'Questo coupon non è ancora valido.',
  'coupon.disabled': 'Questo coupon non è più disponibile.',
  'coupon.usedUp': 'Questo coupon è esaurito.',
  'coupon.usedByYou': 'Hai già usato questo coupon.',
  'coupon.notApplicable': 'Questo coupon non si applica agli articoli nel tuo carrello.',
  'coupon.minQuantity': 'Per questo coupon servono più articoli nel carrello.',
  'coupon.minSubtotal': 'Il tuo ordine non raggiunge l’importo minimo per questo coupon.',
  'coupon.alreadyApplied': 'Questo coupon è già applicato.',
  'coupon.onlyOne': 'Un solo coupon per ordine: rimuovi prima quello attuale.',
  'coupon.locked': 'Il coupon di questo ordine non può essere modificato.',
};
