// The line an add shows at once, before the platform answers: name, price, picture and choices from the
// product as the widget knows it (the page's query usually read it already), so a product whose price is
// known never shows as $0.00. An unknown product shows "Adding…" and no price until the answer.
import { ownValue } from '../../src/http/values.ts';
import { type ProductSummary, WIX_STORES_APP_ID } from '../../src/index.ts';
import type { AddRequest } from '../api.ts';
import type { Translate } from '../i18n/index.ts';
import { timesQuantity, UNKNOWN_PRICE } from '../money.ts';
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
  t: Translate,
): LineView {
  const chosen = request.options ?? {};
  const variant = known?.variants?.find((v) =>
    request.variantId ? v.id === request.variantId : sameChoices(v.choices, chosen),
  );
  const choices = request.variantId && variant ? variant.choices : chosen;
  const unitPrice = variant?.price ?? known?.price ?? UNKNOWN_PRICE;
  const variantId = request.variantId ?? variant?.id;
  const image = known?.image;
  return {
    id: `pending-${id}`,
    productId: request.productId,
    catalogReference: { catalogItemId: request.productId, appId: WIX_STORES_APP_ID },
    options: chosen,
    name: known?.name ?? t('line.adding'),
    details: Object.entries(choices).map(([name, value]) => {
      const color = known?.options
        .find((option) => option.name === name)
        ?.choices.find((choice) => choice.name === value)?.colorCode;
      return color ? { name, value, color } : { name, value };
    }),
    quantity,
    confirmedQuantity: quantity,
    availability: 'AVAILABLE',
    unitPrice,
    totalPrice: timesQuantity(unitPrice, quantity),
    ...(variantId ? { variantId } : {}),
    ...(image ? { image } : {}),
  };
}
