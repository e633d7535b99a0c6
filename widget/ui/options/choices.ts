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

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * What a shopper reads for a choice, and its colour when it is a colour option. Of a colour choice's
 * value and description one is the hex code and the other the name, whichever way a catalog stores them.
 */
export function choiceLabel(choice: { value: string; description?: string }): {
  label: string;
  swatch?: string;
} {
  const description = choice.description || choice.value;
  if (HEX_COLOUR.test(description) && !HEX_COLOUR.test(choice.value))
    return { label: choice.value, swatch: description };
  if (HEX_COLOUR.test(choice.value)) return { label: description, swatch: choice.value };
  return { label: description };
}
