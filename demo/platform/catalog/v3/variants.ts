// A stored product's variants as Catalog V3 sees them: every product has at least one; one without options
// has a single default variant with its own GUID and `choices: []`; one with options has a variant per
// combination, with the V1 variant ids, each choice named by option and choice ids (and names).
import { findChoice } from '../choices.ts';
import { v3DefaultVariantId } from '../ids.ts';
import type { MediaItem, Product, ProductOption, Variant } from '../types.ts';
import { v3ChoiceId, v3OptionId } from './ids.ts';

export type V3RenderType = 'TEXT_CHOICES' | 'SWATCH_CHOICES';

export const renderTypeOf = (option: ProductOption): V3RenderType =>
  option.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES';

export interface V3VariantChoice {
  optionId: string;
  choiceId: string;
  optionName: string;
  choiceName: string;
  renderType: V3RenderType;
}

export interface V3VariantView {
  /** The V3 id: the V1 id, except the default variant's GUID for a product without options. */
  id: string;
  variant: Variant;
  choices: V3VariantChoice[];
  /**
   * A default variant follows its product's visibility (products-v-3 JSDoc on `visible`); a variant of a
   * product with options has its own.
   */
  visible: boolean;
  /** The picture of its colour choice, as V1's store variants show. */
  media?: MediaItem;
}

export function v3VariantViews(product: Product): V3VariantView[] {
  const hasOptions = product.productOptions.length > 0;
  return product.variants.map((variant) => {
    const choices = product.productOptions.flatMap((option): V3VariantChoice[] => {
      const choiceName = variant.choices[option.name];
      if (choiceName === undefined) return [];
      return [
        {
          optionId: v3OptionId(product.id, option.name),
          choiceId: v3ChoiceId(product.id, option.name, choiceName),
          optionName: option.name,
          choiceName,
          renderType: renderTypeOf(option),
        },
      ];
    });
    const colour = product.productOptions.find((o) => o.optionType === 'color');
    const media = colour && findChoice(colour, variant.choices[colour.name])?.media?.mainMedia;
    return {
      id: hasOptions ? variant.id : v3DefaultVariantId(product.id),
      variant,
      choices,
      visible: hasOptions ? variant.variant.visible : variant.variant.visible && product.visible,
      ...(media ? { media } : {}),
    };
  });
}

/** The stored variant behind a V3 variant id of `product`, if any. */
export function variantByV3Id(product: Product, id: string): V3VariantView | undefined {
  return v3VariantViews(product).find((v) => v.id === id);
}
