import type { Product } from '../../../src/index.ts';

/** Whether `choice` of `option` can still be bought given the other choices made so far. */
export function choiceInStock(
  product: Product,
  option: string,
  choice: string,
  chosen: Record<string, string>,
): boolean {
  const variants = product.variants ?? [];
  if (variants.length === 0) {
    const declared = product.productOptions
      ?.find((o) => o.name === option)
      ?.choices.find((c) => c.value === choice);
    return declared?.inStock !== false;
  }
  return variants.some(
    (variant) =>
      variant.choices[option] === choice &&
      variant.stock?.inStock !== false &&
      Object.entries(chosen).every(([name, value]) => name === option || variant.choices[name] === value),
  );
}
