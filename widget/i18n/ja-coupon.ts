import type { HalfCatalog } from './en.ts';

// Japanese texts of the coupon refusals, loaded with a coupon’s apply (ja-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'このコードのクーポンは見つかりません。コードをご確認ください。',
  'coupon.expired': 'このクーポンは有効期限が切れています。',
  'coupon.notActiveYet': 'このクーポンはまだご利用いただけません。',
  'coupon.disabled': 'このクーポンは現在提供されていません。',
  'coupon.usedUp': 'このクーポンは利用上限に達しました。',
  'coupon.usedByYou': 'このクーポンはすでにご利用済みです。',
  'coupon.notApplicable': 'このクーポンはカート内の商品には使えません。',
  'coupon.minQuantity': 'このクーポンのご利用には、カートの商品数が足りません。',
  'coupon.minSubtotal': 'ご注文金額がこのクーポンの最低金額に達していません。',
  'coupon.alreadyApplied': 'このクーポンはすでに適用されています。',
  'coupon.onlyOne': 'クーポンはご注文ごとに1枚までです。先に現在のクーポンを外してください。',
  'coupon.locked': 'このご注文のクーポンは変更できません。',
};
