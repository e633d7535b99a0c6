// How a V1 option choice is named. The platform documents a colour choice as `value` = its colour code
// ("#00FF00") and `description` = its name ("Green"), and names it by that description everywhere a
// buyer picks it: variant `choices`, option selections, cart options ({"Color":"Green"}). A drop-down
// choice is named by its `value` (its description is the same text unless a merchant set another).
import type { Choice, ProductOption } from './types.ts';

/** The name a buyer, a variant and a selection use for `choice` of `option`. */
export const choiceName = (option: ProductOption, choice: Choice): string =>
  option.optionType === 'color' ? choice.description : choice.value;

/** The choice of `option` named `name`, if any. */
export const findChoice = (option: ProductOption, name: unknown): Choice | undefined =>
  option.choices.find((c) => choiceName(option, c) === name);

/** Every choice name of `option`, for error messages. */
export const choiceNames = (option: ProductOption): string[] =>
  option.choices.map((c) => choiceName(option, c));

/** A CSS hex colour as the platform stores it on colour choices: `#RGB` or `#RRGGBB`. */
export const isColourCode = (value: string): boolean => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
