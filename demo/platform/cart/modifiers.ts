// A cart item's Catalog V3 choice modifiers: `catalogReference.options.options` = modifier key → choice key
// beside `options.variantId` (platform-2026.md §3.6). The platform refuses an add that leaves out a mandatory
// modifier (§6a, "Answered since"); its error code is not declared in the typings, so every wrong modifier
// (missing mandatory, unknown modifier, unknown choice, not a string) is the harshest answer, a 400 with a
// field violation, the shape of the emulator's other validation errors (docs/emulator.md).
import { isObj } from '../catalog/json.ts';
import type { ChoiceModifier, ModifierChoice, Product } from '../catalog/types.ts';
import { validationError, violation } from '../http/errors.ts';

/** Modifier key → choice key, checked against the product; throws a 400 for anything it does not sell. */
export function readModifiers(product: Product, input: unknown, field: string): Record<string, string> {
  const at = `${field}.catalogReference.options.options`;
  const given = isObj(input) ? input : {};
  const modifiers = product.modifiers ?? [];
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(given)) {
    const modifier = modifiers.find((m) => m.key === key);
    if (!modifier)
      throw validationError([
        violation(`${at}.${key}`, `product ${product.id} has no modifier with key ${JSON.stringify(key)}`),
      ]);
    if (typeof value !== 'string' || !modifier.choices.some((c) => c.key === value))
      throw validationError([
        violation(`${at}.${key}`, `modifier ${JSON.stringify(key)} has no choice ${JSON.stringify(value)}`),
      ]);
    result[key] = value;
  }
  const missing = modifiers.find((m) => m.mandatory && result[m.key] === undefined);
  if (missing)
    throw validationError([
      violation(
        `${at}.${missing.key}`,
        `modifier ${JSON.stringify(missing.key)} is mandatory`,
        'REQUIRED_FIELD',
      ),
    ]);
  return result;
}

/** Each chosen modifier with its choice, as the catalog has them now (a removed one is left out). */
export function chosenModifiers(
  product: Product | undefined,
  chosen: Record<string, string> = {},
): Array<{ modifier: ChoiceModifier; choice: ModifierChoice }> {
  return (product?.modifiers ?? []).flatMap((modifier) => {
    const choice = modifier.choices.find((c) => c.key === chosen[modifier.key]);
    return choice ? [{ modifier, choice }] : [];
  });
}

/** What the chosen modifiers add to one item's price. */
export const modifiersPrice = (product: Product | undefined, chosen?: Record<string, string>): number =>
  chosenModifiers(product, chosen).reduce((sum, { choice }) => sum + choice.addedPrice, 0);
