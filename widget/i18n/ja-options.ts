import type { HalfCatalog } from './en.ts';

// Japanese texts of the options popover and its rich text (ja-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'オプションを選択',
  'options.unavailable': '{choice}（売り切れ）',
  'options.close': '閉じる',
  'options.loading': 'オプションを読み込んでいます…',
  'options.chooseAll': '{option}を選択してください。',
  'options.optional': '{name}（任意）',
  'options.addedPrice': '{choice}（+{price}）',
  'options.preorder': '予約注文',
  'options.revealSpoiler': '隠れたテキストを表示',
};
