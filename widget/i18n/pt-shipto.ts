import type { HalfCatalog } from './en.ts';

// Portuguese texts of the ship-to form (pt-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': 'País',
  'shipTo.region': 'Estado ou província',
  'shipTo.postalCode': 'CEP',
  'shipTo.choose': 'Escolha…',
  'shipTo.save': 'Calcular',
  'shipTo.cancel': 'Cancelar',
  'shipTo.invalid.country': 'Escolha o país para onde vai o pedido.',
  'shipTo.invalid.region': 'Escolha o estado ou a província para onde vai o pedido.',
  'shipTo.invalid.postalCode': 'Este CEP não parece correto para o país.',
};
