import type { HalfCatalog } from './en.ts';

// Spanish texts of the ship-to form (es-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': 'País',
  'shipTo.region': 'Provincia o estado',
  'shipTo.postalCode': 'Código postal',
  'shipTo.choose': 'Elige…',
  'shipTo.save': 'Calcular',
  'shipTo.cancel': 'Cancelar',
  'shipTo.invalid.country': 'Elige el país al que va el pedido.',
  'shipTo.invalid.region': 'Elige la provincia o el estado al que va el pedido.',
  'shipTo.invalid.postalCode': 'Este código postal no parece correcto para el país.',
};
