import { ownValue } from '../../../src/http/values.ts';
import type { ProductSummary, VariantSummary } from '../../../src/index.ts';

/**
 * Whether `choice` of `option` can still be bought given the other choices made so far: some visible
 * variant in stock has it and the other choices (platform-2026.md §3.5). Without variants (not read yet),
 * the choice's own product-wide hint.
 */
export function choiceInStock(
  summary: ProductSummary,
  option: string,
  choice: string,
  chosen: Record<string, string>,
): boolean {
  if (!summary.variants)
    return (
      summary.options.find((o) => o.name === option)?.choices.find((c) => c.name === choice)?.inStock !==
      false
    );
  return summary.variants.some(
    (variant) =>
      variant.visible &&
      variant.inStock &&
      ownValue(variant.choices, option) === choice &&
      Object.entries(chosen).every(
        ([name, value]) => name === option || ownValue(variant.choices, name) === value,
      ),
  );
}

/** The variant a complete choice names, if the product has one for it. */
export function chosenVariant(
  summary: ProductSummary,
  chosen: Record<string, string>,
): VariantSummary | undefined {
  return summary.variants?.find((variant) =>
    summary.options.every(
      (option) => ownValue(variant.choices, option.name) === ownValue(chosen, option.name),
    ),
  );
}
