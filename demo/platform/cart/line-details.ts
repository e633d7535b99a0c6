// What both generations show of a line besides prices: the picture (the chosen colour's, else the
// product's), the chosen options and V3 choice modifiers as description lines (a colour with its code), the
// product page.
import { findChoice, isColourCode } from '../catalog/choices.ts';
import { absolutise } from '../catalog/present.ts';
import type { ProductOption } from '../catalog/types.ts';
import { chosenModifiers } from './modifiers.ts';
import type { PricedLine } from './pricing.ts';

export interface LineImage {
  id: string;
  url: string;
  width: number;
  height: number;
  altText: string;
  filename: string;
}

export interface OptionLine {
  name: string;
  value: string;
  /** Set for colour options: the choice's colour code, e.g. `#FF0000`. */
  colorCode?: string;
}

/** The choice a line names in a colour option (by its name, as V1 variants do), and its colour code. */
function colour(option: ProductOption, name: string) {
  const choice = findChoice(option, name);
  return { choice, code: choice && isColourCode(choice.value) ? choice.value : undefined };
}

export function lineImage(line: PricedLine, baseUrl: string): LineImage | undefined {
  const product = line.product;
  if (!product) return undefined;
  const option = product.productOptions.find((o) => o.optionType === 'color');
  const chosen = option ? line.stored.options[option.name] : undefined;
  const media =
    (option && chosen ? colour(option, chosen).choice?.media?.mainMedia : undefined) ??
    product.media.mainMedia;
  if (!media) return undefined;
  const image = absolutise(media.image, baseUrl);
  return {
    id: media.id,
    url: image.url,
    height: image.height,
    width: image.width,
    altText: media.title,
    filename: media.id,
  };
}

export function optionLines(line: PricedLine): OptionLine[] {
  const chosen = Object.entries(line.stored.options).map(([name, value]): OptionLine => {
    const option = line.product?.productOptions.find((o) => o.name === name);
    const code = option?.optionType === 'color' ? colour(option, value).code : undefined;
    return code ? { name, value, colorCode: code } : { name, value };
  });
  const modifiers = chosenModifiers(line.product, line.stored.modifiers).map(
    ({ modifier, choice }): OptionLine =>
      choice.colorCode
        ? { name: modifier.name, value: choice.name, colorCode: choice.colorCode }
        : { name: modifier.name, value: choice.name },
  );
  const text = Object.entries(line.stored.customTextFields).map(([name, value]) => ({ name, value }));
  return [...chosen, ...modifiers, ...text];
}

export const productPath = (line: PricedLine): string =>
  `/product-page/${line.product?.slug ?? line.stored.productId}`;
