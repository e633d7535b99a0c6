import type { HalfCatalog } from './en.ts';

// Spanish texts of the coupon refusals, loaded with a coupon’s apply (es-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'No existe ningún cupón con este código. Compruébalo.',
  'coupon.expired': 'Este cupón ha caducado.',
  'coupon.notActiveYet': 'Este cupón todavía no es válido.',
  'coupon.disabled': 'Este cupón ya no está disponible.',
  'coupon.usedUp': 'Este cupón ya se ha agotado.',
  'coupon.usedByYou': 'Ya has usado este cupón.',
  'coupon.notApplicable': 'Este cupón no se aplica a los artículos de tu cesta.',
  'coupon.minQuantity': 'Este cupón necesita más artículos en tu cesta.',
  'coupon.minSubtotal': 'Tu pedido no llega al importe mínimo de este cupón.',
  'coupon.alreadyApplied': 'Este cupón ya está aplicado.',
  'coupon.onlyOne': 'Solo un cupón por pedido: quita primero el actual.',
  'coupon.locked': 'El cupón de este pedido no se puede cambiar.',
};
