import type { HalfCatalog } from './en.ts';

// Dutch texts of the coupon refusals, loaded with a coupon’s apply (nl-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'Er bestaat geen kortingscode met deze code. Controleer hem.',
  'coupon.expired': 'Deze kortingscode is verlopen.',
  'coupon.notActiveYet': 'Deze kortingscode is nog niet geldig.',
  'coupon.disabled': 'Deze kortingscode wordt niet meer aangeboden.',
  'coupon.usedUp': 'Deze kortingscode is op.',
  'coupon.usedByYou': 'Je hebt deze kortingscode al gebruikt.',
  'coupon.notApplicable': 'Deze kortingscode geldt niet voor de artikelen in je winkelwagen.',
  'coupon.minQuantity': 'Voor deze kortingscode heb je meer artikelen in je winkelwagen nodig.',
  'coupon.minSubtotal': 'Je bestelling komt niet aan het minimumbedrag voor deze kortingscode.',
  'coupon.alreadyApplied': 'Deze kortingscode is al toegepast.',
  'coupon.onlyOne': 'Eén kortingscode per bestelling: verwijder eerst de huidige.',
  'coupon.locked': 'De kortingscode van deze bestelling kan niet worden gewijzigd.',
};
