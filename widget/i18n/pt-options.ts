import type { HalfCatalog } from './en.ts';

// Portuguese texts of the options popover and its rich text (pt-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'Escolha as opções',
  'options.unavailable': '{choice} (esgotado)',
  'options.close': 'Fechar',
  'options.loading': 'Carregando as opções…',
  'options.chooseAll': 'Escolha {option}.',
  'options.optional': '{name} (opcional)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'Comprar na pré-venda',
  'options.revealSpoiler': 'Mostrar texto oculto',
};
