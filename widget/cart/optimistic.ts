// The line an add shows at once, before the platform answers: name, price, picture and choices from the
// product as the widget knows it (the page's query usually read it already), so a product whose price is
// known never shows as $0.00 (its chosen modifiers' added prices included). An unknown product has no
// name and no price until the answer; the drawer shows it as "Adding…" (LineItem.tsx), in the texts it has
// when it draws: a first visit's click is held before the language's texts have arrived.
import { ownValue, setOwn } from '../../src/http/values.ts';
import { type ProductSummary, WIX_STORES_APP_ID } from '../../src/index.ts';
import type { AddRequest } from '../api.ts';
import { timesQuantity, UNKNOWN_PRICE } from '../money.ts';
import { chosenModifiers, selectionOf, withModifiers } from '../selection.ts';
import type { LineView } from './view.ts';

function sameChoices(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return (
    names.length === Object.keys(b).length && names.every((name) => ownValue(a, name) === ownValue(b, name))
  );
}

export function optimisticLine(
  id: number,
  request: AddRequest,
  quantity: number,
  known: ProductSummary | undefined,
): LineView {
  const { choices: chosen = {}, modifiers: named } = selectionOf(known, request.options);
  const variant = known?.variants?.find((v) =>
    request.variantId ? v.id === request.variantId : sameChoices(v.choices, chosen),
  );
  const choices = request.variantId && variant ? variant.choices : chosen;
  const modifiers = chosenModifiers(known, named);
  const unitPrice = withModifiers(variant?.price ?? known?.price ?? UNKNOWN_PRICE, modifiers);
  const variantId = request.variantId ?? variant?.id;
  const image = known?.image;
  // What the platform's line will hold as `catalogReference.options.options`: V3 the modifiers by key.
  const byKey: Record<string, string> = {};
  for (const { modifier, choice } of modifiers) setOwn(byKey, modifier.key, choice.key);
  const v3 = known?.catalog === 'V3_CATALOG';
  return {
    id: `pending-${id}`,
    productId: request.productId,
    catalogReference: { catalogItemId: request.productId, appId: WIX_STORES_APP_ID },
    options: v3 ? byKey : chosen,
    ...(v3 ? { modifiers: byKey } : {}),
    name: known?.name ?? '',
    details: [
      ...Object.entries(choices).map(([name, value]) => {
        const color = known?.options
          .find((option) => option.name === name)
          ?.choices.find((choice) => choice.name === value)?.colorCode;
        return color ? { name, value, color } : { name, value };
      }),
      ...modifiers.map(({ modifier, choice }) =>
        choice.colorCode
          ? { name: modifier.name, value: choice.name, color: choice.colorCode }
          : { name: modifier.name, value: choice.name },
      ),
    ],
    quantity,
    confirmedQuantity: quantity,
    availability: 'AVAILABLE',
    unitPrice,
    totalPrice: timesQuantity(unitPrice, quantity),
    ...(variantId ? { variantId } : {}),
    ...(image ? { image } : {}),
  };
}
