// A variant as the Read-Only Variants API answers it (read-only-variants-v-3 meta.d.ts `ReadOnlyVariant`;
// platform-2026.md §3.4): the product's variant with `optionChoices` (names always included), and
// `productData` for context. `id` repeats `variantId` (deprecated: "not globally unique by itself").
import type { Product } from '../types.ts';
import { v3Media } from './media.ts';
import { STORE_CURRENCY, v3Money } from './money.ts';
import { v3Handle } from './product.ts';
import type { V3VariantView } from './variants.ts';
import type { V3ReadOnlyVariant } from './wire.ts';

export interface VariantProjection {
  baseUrl: string;
  fields: ReadonlySet<string>;
  revision: number;
}

export function v3ReadOnlyVariant(
  product: Product,
  view: V3VariantView,
  p: VariantProjection,
): V3ReadOnlyVariant {
  const currency = p.fields.has('CURRENCY');
  const { priceData, costAndProfitData, weight, sku } = view.variant.variant;
  const physical = product.productType !== 'digital';
  return {
    id: view.id,
    variantId: view.id,
    visible: view.visible,
    sku,
    optionChoices: view.choices.map((c) => ({
      optionChoiceIds: { optionId: c.optionId, choiceId: c.choiceId },
      optionChoiceNames: { optionName: c.optionName, choiceName: c.choiceName, renderType: c.renderType },
    })),
    price: {
      actualPrice: v3Money(priceData.discountedPrice, currency),
      ...(priceData.discountedPrice < priceData.price
        ? { compareAtPrice: v3Money(priceData.price, currency) }
        : {}),
    },
    ...(p.fields.has('MERCHANT_DATA')
      ? {
          revenueDetails: {
            cost: v3Money(costAndProfitData.itemCost, currency),
            profit: v3Money(costAndProfitData.profit, currency),
            profitMargin: costAndProfitData.profitMargin,
          },
        }
      : {}),
    ...(physical ? { physicalProperties: { weight } } : { digitalProperties: {} }),
    ...(view.media ? { media: v3Media(view.media, p.baseUrl, false) } : {}),
    inventoryStatus: { inStock: view.variant.stock.inStock, preorderEnabled: false },
    productData: {
      productId: product.id,
      name: product.name,
      productType: physical ? 'PHYSICAL' : 'DIGITAL',
      slug: product.slug,
      visible: product.visible,
      visibleInPos: physical,
      revision: String(p.revision),
      handle: v3Handle(product),
      ...(currency ? { currency: STORE_CURRENCY } : {}),
      ...(physical && p.fields.has('WEIGHT_MEASUREMENT_UNIT_INFO')
        ? { physicalProperties: { weightMeasurementUnitInfo: { weightMeasurementUnit: 'KG' as const } } }
        : {}),
    },
  };
}
