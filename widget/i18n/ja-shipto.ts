import type { HalfCatalog } from './en.ts';

// Japanese texts of the ship-to form (ja-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': '国',
  'shipTo.region': '都道府県・州',
  'shipTo.postalCode': '郵便番号',
  'shipTo.choose': '選択してください…',
  'shipTo.save': '計算する',
  'shipTo.cancel': 'キャンセル',
  'shipTo.invalid.country': 'お届け先の国を選択してください。',
  'shipTo.invalid.region': 'お届け先の都道府県・州を選択してください。',
  'shipTo.invalid.postalCode': 'この郵便番号は選択した国の形式と一致しません。',
};
