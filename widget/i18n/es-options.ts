import type { HalfCatalog } from './en.ts';

// Spanish texts of the options popover and its rich text (es-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'Elige las opciones',
  'options.unavailable': '{choice} (agotado)',
  'options.close': 'Cerrar',
  'options.loading': 'Cargando las opciones…',
  'options.chooseAll': 'Elige {option}.',
  'options.optional': '{name} (opcional)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'Reservar',
  'options.revealSpoiler': 'Mostrar el texto oculto',
};
