import type { HalfCatalog } from './en.ts';

// German texts of the coupon refusals, loaded with a coupon’s apply (de-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'Es gibt keinen Gutschein mit diesem Code. Bitte den Code prüfen.',
  'coupon.expired': 'Dieser Gutschein ist abgelaufen.',
  'coupon.notActiveYet': 'Dieser Gutschein gilt noch nicht.',
  'coupon.disabled': 'Dieser Gutschein wird nicht mehr angeboten.',
  'coupon.usedUp': 'Dieser Gutschein ist aufgebraucht.',
  'coupon.usedByYou': 'Dieser Gutschein wurde mit diesem Konto schon eingelöst.',
  'coupon.notApplicable': 'Dieser Gutschein gilt nicht für die Artikel im Warenkorb.',
  'coupon.minQuantity': 'Für diesen Gutschein sind mehr Artikel im Warenkorb nötig.',
  'coupon.minSubtotal': 'Die Bestellung liegt unter dem Mindestwert dieses Gutscheins.',
  'coupon.alreadyApplied': 'Dieser Gutschein ist schon eingelöst.',
  'coupon.onlyOne': 'Nur ein Gutschein pro Bestellung: Bitte zuerst den jetzigen entfernen.',
  'coupon.locked': 'Der Gutschein dieser Bestellung kann nicht geändert werden.',
};
