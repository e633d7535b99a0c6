// Recomputes everything in a product that follows from other fields (variants per option combination,
// discounted prices, ranges, stock roll-up, choice availability), so that every write goes through one
// place and the stored product never contradicts itself.
import { choiceName } from './choices.ts';
import { stableId } from './ids.ts';
import { formatUsd, round2 } from './money.ts';
import type {
  CostAndProfitData,
  Discount,
  InventoryStatus,
  PriceData,
  Product,
  ProductOption,
  Range,
  Variant,
} from './types.ts';
import { DEFAULT_VARIANT_ID } from './types.ts';

export function discounted(price: number, discount: Discount): number {
  if (discount.type === 'PERCENT') return round2(Math.max(0, price * (1 - discount.value / 100)));
  if (discount.type === 'AMOUNT') return round2(Math.max(0, price - discount.value));
  return round2(price);
}

export function priceData(price: number, discount: Discount): PriceData {
  const discountedPrice = discounted(price, discount);
  return {
    currency: 'USD',
    price: round2(price),
    discountedPrice,
    formatted: { price: formatUsd(price), discountedPrice: formatUsd(discountedPrice) },
  };
}

export function costAndProfit(price: number, cost: number): CostAndProfitData {
  const profit = round2(price - cost);
  return {
    itemCost: round2(cost),
    formattedItemCost: formatUsd(cost),
    profit,
    formattedProfit: formatUsd(profit),
    profitMargin: price > 0 ? round2(profit / price) : 0,
  };
}

/**
 * Every combination of the options' choices by choice name, in option order: Size×Color →
 * [{Size:'S',Color:'Red'}, …] (a colour is named by its description, not its colour code).
 */
export function choiceCombinations(options: ProductOption[]): Array<Record<string, string>> {
  let combos: Array<Record<string, string>> = [{}];
  for (const option of options) {
    const next: Array<Record<string, string>> = [];
    for (const combo of combos)
      for (const choice of option.choices) next.push({ ...combo, [option.name]: choiceName(option, choice) });
    combos = next;
  }
  return combos;
}

export const sameChoices = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

const range = (values: number[]): Range => ({
  minValue: values.length ? Math.min(...values) : 0,
  maxValue: values.length ? Math.max(...values) : 0,
});

/** Builds a variant for a new combination from the product's own values. */
function defaultVariant(product: Product, choices: Record<string, string>): Variant {
  const isDefault = Object.keys(choices).length === 0;
  return {
    id: isDefault ? DEFAULT_VARIANT_ID : stableId(product.id, JSON.stringify(choices)),
    choices,
    variant: {
      priceData: priceData(product.priceData.price, product.discount),
      convertedPriceData: priceData(product.priceData.price, product.discount),
      costAndProfitData: costAndProfit(product.priceData.price, product.costAndProfitData.itemCost),
      weight: product.weight,
      sku: product.sku,
      visible: true,
    },
    stock: {
      trackQuantity: product.stock.trackInventory,
      ...(product.stock.trackInventory ? { quantity: 0 } : {}),
      inStock: product.stock.trackInventory ? false : product.stock.inStock,
    },
  };
}

export function normalizeProduct(product: Product): Product {
  const track = product.stock.trackInventory;
  const combos = choiceCombinations(product.productOptions);
  product.variants = combos.map((choices) => {
    const variant =
      product.variants.find((v) => sameChoices(v.choices, choices)) ?? defaultVariant(product, choices);
    const data = variant.variant;
    // Without managed variants every variant follows the product's price, cost, weight and SKU.
    const price = product.manageVariants ? data.priceData.price : product.priceData.price;
    const cost = product.manageVariants
      ? data.costAndProfitData.itemCost
      : product.costAndProfitData.itemCost;
    data.priceData = priceData(price, product.discount);
    data.convertedPriceData = priceData(price, product.discount);
    data.costAndProfitData = costAndProfit(price, cost);
    if (!product.manageVariants) {
      data.weight = product.weight;
      data.sku = product.sku;
    }
    const quantity = track ? Math.max(0, Math.trunc(variant.stock.quantity ?? 0)) : undefined;
    variant.stock =
      quantity === undefined
        ? { trackQuantity: false, inStock: variant.stock.inStock }
        : { trackQuantity: true, quantity, inStock: quantity > 0 };
    return variant;
  });

  const sellable = product.variants.filter((v) => v.variant.visible);
  const inStockCount = sellable.filter((v) => v.stock.inStock).length;
  const status: InventoryStatus =
    inStockCount === 0
      ? 'OUT_OF_STOCK'
      : inStockCount < sellable.length
        ? 'PARTIALLY_OUT_OF_STOCK'
        : 'IN_STOCK';
  product.stock = {
    trackInventory: track,
    ...(track ? { quantity: sellable.reduce((sum, v) => sum + (v.stock.quantity ?? 0), 0) } : {}),
    inStock: inStockCount > 0,
    inventoryStatus: status,
  };
  for (const option of product.productOptions)
    for (const choice of option.choices)
      choice.inStock = sellable.some(
        (v) => v.choices[option.name] === choiceName(option, choice) && v.stock.inStock,
      );

  product.priceData = priceData(product.priceData.price, product.discount);
  product.price = product.priceData;
  product.convertedPriceData = product.priceData;
  product.costAndProfitData = costAndProfit(product.priceData.price, product.costAndProfitData.itemCost);
  product.priceRange = range(sellable.map((v) => v.variant.priceData.price));
  product.costRange = range(sellable.map((v) => v.variant.costAndProfitData.itemCost));
  product.weightRange = range(sellable.map((v) => v.variant.weight));
  product.ribbons = product.ribbon ? [{ text: product.ribbon }] : [];
  const main = product.media.items[0];
  if (main) product.media.mainMedia = main;
  else delete product.media.mainMedia;
  return product;
}
