// Custom line items of both cart generations, for the emulator's, the client's and the conformance tests:
// a Cart V1 `CustomLineItem` and a Cart V2 `CustomItemInput`, each with only what the typings require.

/** Cart V1 `customLineItems[]`: two of an item priced 4.50. */
export const GIFT_WRAP = {
  productName: { original: 'Gift wrap' },
  price: '4.50',
  itemType: { preset: 'PHYSICAL' as const },
  quantity: 2,
};

/** Cart V2 `customItems[]`: one service priced 12.00. */
export const ENGRAVING = {
  name: { original: 'Engraving' },
  quantityInfo: { requestedQuantity: 1 },
  pricing: { price: { amount: '12.00' } },
  attributes: { itemType: { custom: 'service' } },
};
