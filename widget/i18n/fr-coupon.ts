import type { HalfCatalog } from './en.ts';

// French texts of the coupon refusals, loaded with a coupon’s apply (fr-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'Aucun code promo ne correspond à ce code. Vérifiez-le.',
  'coupon.expired': 'Ce code promo a expiré.',
  'coupon.notActiveYet': 'Ce code promo n’est pas encore valable.',
  'coupon.disabled': 'Ce code promo n’est plus proposé.',
  'coupon.usedUp': 'Ce code promo a atteint son nombre maximal d’utilisations.',
  'coupon.usedByYou': 'Vous avez déjà utilisé ce code promo.',
  'coupon.notApplicable': 'Ce code promo ne s’applique pas aux articles de votre panier.',
  'coupon.minQuantity': 'Ce code promo demande plus d’articles dans votre panier.',
  'coupon.minSubtotal': 'Votre commande n’atteint pas le minimum requis pour ce code promo.',
  'coupon.alreadyApplied': 'Ce code promo est déjà appliqué.',
  'coupon.onlyOne': 'Un seul code promo par commande : retirez d’abord celui en cours.',
  'coupon.locked': 'Le code promo de cette commande ne peut pas être modifié.',
};
