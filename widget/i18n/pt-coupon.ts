import type { HalfCatalog } from './en.ts';

// Portuguese texts of the coupon refusals, loaded with a coupon’s apply (pt-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'Não existe cupom com este código. Confira o código.',
  'coupon.expired': 'Este cupom expirou.',
  'coupon.notActiveYet': 'Este cupom ainda não é válido.',
  'coupon.disabled': 'Este cupom não está mais disponível.',
  'coupon.usedUp': 'Este cupom já atingiu o limite de usos.',
  'coupon.usedByYou': 'Você já usou este cupom.',
  'coupon.notApplicable': 'Este cupom não vale para os itens do seu carrinho.',
  'coupon.minQuantity': 'Este cupom precisa de mais itens no seu carrinho.',
  'coupon.minSubtotal': 'Seu pedido está abaixo do valor mínimo deste cupom.',
  'coupon.alreadyApplied': 'Este cupom já foi aplicado.',
  'coupon.onlyOne': 'Só é possível usar um cupom por pedido: remova o atual primeiro.',
  'coupon.locked': 'O cupom deste pedido não pode ser alterado.',
};
