import type { HalfCatalog } from './en.ts';

// Polish texts of the coupon refusals, loaded with a coupon’s apply (pl-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'Nie ma kuponu o tym kodzie. Sprawdź go.',
  'coupon.expired': 'Ten kupon wygasł.',
  'coupon.notActiveYet': 'Ten kupon nie jest jeszcze ważny.',
  'coupon.disabled': 'Ten kupon nie jest już dostępny.',
  'coupon.usedUp': 'Limit użyć tego kuponu został wyczerpany.',
  'coupon.usedByYou': 'Ten kupon został już przez Ciebie wykorzystany.',
  'coupon.notApplicable': 'Ten kupon nie obejmuje produktów w Twoim koszyku.',
  'coupon.minQuantity': 'Ten kupon wymaga większej liczby produktów w koszyku.',
  'coupon.minSubtotal': 'Wartość zamówienia jest niższa niż minimum dla tego kuponu.',
  'coupon.alreadyApplied': 'Ten kupon jest już zastosowany.',
  'coupon.onlyOne': 'Jeden kupon na zamówienie: najpierw usuń obecny.',
  'coupon.locked': 'Nie można zmienić kuponu tego zamówienia.',
};
