import type { HalfCatalog } from './en.ts';

// Japanese texts of product cards and stock bindings (ja-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // 商品カードと在庫表示。
  'stock.inStock': '在庫あり',
  'stock.low': '残り{count}点',
  'stock.soldOut': '売り切れ',
  'stock.preorder': '予約受付中',
  'card.addLabel': '{name}をカートに追加',
  'card.preorder': '予約注文',
  'card.preorderLabel': '{name}を予約注文',
  'card.chooseOptions': 'オプションを選択',
  'card.chooseLabel': '{name}のオプションを選択',
  'card.quantity': '{name}の数量',
  'card.wasPrice': '通常価格 {price}',
};
