// `productOptionsAvailability`: which choices can still be bought given the options chosen so far, and
// the variant once every option is chosen.
import { applicationError, validationError, violation } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import { choiceName, choiceNames, findChoice } from './choices.ts';
import { sameChoices } from './normalize.ts';
import { convertedPriceData, presentProduct } from './present.ts';
import type { Product } from './types.ts';

/** What can still be chosen given a partial selection, and the variant once every option is chosen. */
export function optionsAvailability(product: Product, ctx: RequestContext) {
  const chosen = ctx.payload.options ?? {};
  if (typeof chosen !== 'object' || chosen === null || Array.isArray(chosen))
    throw validationError([violation('options', 'must be an object of option name to choice', 'FORMAT')]);
  const selection = chosen as Record<string, unknown>;
  for (const [name, value] of Object.entries(selection)) {
    const option = product.productOptions.find((o) => o.name === name);
    if (!option)
      throw applicationError(400, 'UNKNOWN_OPTION', `${product.name} has no option ${JSON.stringify(name)}`, {
        option: name,
        options: product.productOptions.map((o) => o.name),
      });
    if (!findChoice(option, value))
      throw applicationError(400, 'UNKNOWN_CHOICE', `${JSON.stringify(value)} is not a choice of ${name}`, {
        option: name,
        choices: choiceNames(option),
      });
  }
  const compatible = product.variants.filter(
    (v) => v.variant.visible && Object.entries(selection).every(([k, c]) => v.choices[k] === c),
  );
  const complete = product.productOptions.every((o) => o.name in selection);
  const selected = complete
    ? product.variants.find((v) => sameChoices(v.choices, selection as Record<string, string>))
    : undefined;
  const productOptions = product.productOptions.map((option) => ({
    ...option,
    choices: option.choices.map((choice) => {
      // A choice is available if some variant with it fits the other options already chosen.
      const others = Object.entries(selection).filter(([k]) => k !== option.name);
      const fits = product.variants.filter(
        (v) =>
          v.choices[option.name] === choiceName(option, choice) &&
          others.every(([k, c]) => v.choices[k] === c),
      );
      return {
        ...choice,
        inStock: fits.some((v) => v.stock.inStock),
        visible: fits.some((v) => v.variant.visible),
      };
    }),
  }));
  const media = presentProduct(product, ctx.baseUrl, false).media;
  return {
    selectedVariant: selected
      ? {
          variantId: selected.id,
          price: selected.variant.priceData,
          convertedPriceData: convertedPriceData(selected.variant.priceData),
          weight: selected.variant.weight,
          sku: selected.variant.sku,
          ...(selected.stock.quantity !== undefined ? { quantity: selected.stock.quantity } : {}),
          inStock: selected.stock.inStock,
          visible: selected.variant.visible,
        }
      : null,
    media,
    productOptions,
    availableForPurchase: complete
      ? Boolean(selected?.stock.inStock)
      : compatible.some((v) => v.stock.inStock),
    managedProduct: product.manageVariants,
  };
}
