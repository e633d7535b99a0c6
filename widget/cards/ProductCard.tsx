// One product card: picture, ribbon, name, price (with the compare-at price), stock, the product's
// options and modifiers inline (a "Choose options" button that opens the options popover on a small
// card), quantity, and Add to cart. The add goes the way of a buy button's click (`activate`), with the
// card's own button as the buy button: the controller, the popover for a missing choice, open-on-add.
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { setOwn } from '../../src/http/values.ts';
import { MAX_QUANTITY } from '../cart/quantity.ts';
import { typedQuantity } from '../cart/typed-quantity.ts';
import type { Activate } from '../host/clicks.ts';
import type { Translate } from '../i18n/index.ts';
import { formatMoney, type Money } from '../money.ts';
import type { ProductCache, ProductSummary } from '../products.ts';
import { chosenModifiers, selectionOf, withModifiers } from '../selection.ts';
import { chosenVariant } from '../ui/options/choices.ts';
import { offeredChoices, ProductChoices } from '../ui/options/ProductChoices.tsx';
import type { CardLayout } from './card-frame.ts';
import { priceText } from './price-text.ts';
import { stockOf } from './stock-text.ts';

export interface CardDeps {
  t: Translate;
  locale: string;
  activate: Activate;
  prepareUi(): void;
  products: Pick<ProductCache, 'withVariants'>;
}

interface Props {
  summary: ProductSummary;
  layout: CardLayout;
  /** Too narrow for the choices inline: a "Choose options" button opens the popover instead. */
  small: boolean;
  deps: CardDeps;
}

const mapRange = (range: { min: Money; max: Money }, map: (amount: Money) => Money) => ({
  min: map(range.min),
  max: map(range.max),
});

const isWebUrl = (url: string | undefined): url is string => !!url && /^https?:/.test(url);

export function ProductCard({ summary, layout, small, deps }: Props) {
  const { t, locale, activate, prepareUi, products } = deps;
  const nameId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const { options, modifiers } = offeredChoices(summary);
  const inline = layout !== 'button-only' && !small && (options.length > 0 || modifiers.length > 0);
  // The choices' stock given the others is the variants': a Catalog V3 query's product has none.
  // Read once the shopper comes to the card (a pointer, the focus): a page of cards stays one query.
  const [whole, setWhole] = useState<ProductSummary | undefined>(summary.variants ? summary : undefined);
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  useEffect(() => {
    if (summary.variants) return setWhole(summary);
    if (!inline || !engaged) return;
    let current = true;
    products.withVariants(summary.id).then(
      (read) => current && setWhole(read),
      () => undefined, // the choices keep the product-wide hints; the add reads it again
    );
    return () => {
      current = false;
    };
  }, [engaged, inline, products, summary]);

  const product = whole ?? summary;
  const money = (amount: Money) => formatMoney(amount, summary.currency ?? '', locale);
  const { choices = {}, modifiers: named } = selectionOf(product, chosen);
  const allChosen = options.length > 0 && options.every((option) => choices[option.name] !== undefined);
  const variant = allChosen ? chosenVariant(product, choices) : undefined;
  // A chosen modifier's added price is in the price the shopper pays: shown as the popover and cart show it.
  const picked = chosenModifiers(product, named);
  const plus = (amount: Money) => withModifiers(amount, picked);
  const range = summary.priceRange;
  const price = variant
    ? money(plus(variant.price))
    : priceText(
        { ...summary, price: plus(summary.price), ...(range && { priceRange: mapRange(range, plus) }) },
        locale,
      );
  const wasPrice = variant ? variant.compareAtPrice : range ? undefined : summary.compareAtPrice;
  const compareAt = wasPrice && plus(wasPrice);
  const stock = stockOf(summary, t);
  const soldOut = !summary.inStock || (variant !== undefined && !(variant.visible && variant.inStock));
  // Bought as a pre-order: the variant chosen, or a product with no choices that only takes pre-orders.
  const preorder = (variant ?? (options.length === 0 ? summary : undefined))?.availability === 'PREORDER';
  const choose = (name: string, value: string, key?: string) => {
    const next = { ...chosen };
    if (key !== undefined) delete next[key];
    setOwn(next, name, value);
    setChosen(next);
  };
  const add = (event: MouseEvent<HTMLButtonElement>) => void activate(event.currentTarget);
  const asks = !inline && (options.length > 0 || modifiers.length > 0);
  const picture = isWebUrl(summary.image?.url) ? summary.image.url : undefined;

  const button = (
    <button
      type="button"
      className="button card-add"
      data-dropcart-add={summary.id}
      data-dropcart-options={Object.keys(chosen).length > 0 ? JSON.stringify(chosen) : undefined}
      data-dropcart-quantity={String(quantity)}
      disabled={soldOut}
      aria-label={
        soldOut
          ? undefined
          : t(asks ? 'card.chooseLabel' : preorder ? 'card.preorderLabel' : 'card.addLabel', {
              name: summary.name,
            })
      }
      onPointerEnter={() => prepareUi()}
      onFocus={() => prepareUi()}
      onClick={add}
    >
      {soldOut
        ? t('stock.soldOut')
        : asks
          ? t('card.chooseOptions')
          : preorder
            ? t('card.preorder')
            : t('options.add')}
    </button>
  );
  if (layout === 'button-only') return <div className="card-button-only">{button}</div>;

  return (
    <article
      className={`card card-${layout}`}
      aria-labelledby={nameId}
      part="card"
      onPointerEnter={engage}
      onFocus={engage}
    >
      <div className="card-picture">
        {picture ? (
          <img src={picture} alt={summary.image?.altText ?? ''} loading="lazy" />
        ) : (
          <span className="card-initial" aria-hidden="true">
            {summary.name.slice(0, 1)}
          </span>
        )}
        {summary.ribbon && <span className="card-ribbon">{summary.ribbon}</span>}
      </div>
      <div className="card-details">
        <h2 id={nameId} className="card-name">
          {summary.name}
        </h2>
        <p className="card-price">
          {compareAt && (
            <>
              <span className="visually-hidden">{t('card.wasPrice', { price: money(compareAt) })}</span>
              <s aria-hidden="true">{money(compareAt)}</s>{' '}
            </>
          )}
          <span className="card-current">{price}</span>
        </p>
        <p className="card-stock" data-state={stock.state}>
          {stock.text}
        </p>
        {inline && (
          <div className="card-choices">
            <ProductChoices product={product} chosen={chosen} onChoose={choose} money={money} t={t} />
          </div>
        )}
        <div className="card-buy">
          <input
            type="number"
            className="card-quantity"
            min={1}
            max={MAX_QUANTITY}
            inputMode="numeric"
            value={quantity}
            disabled={soldOut}
            aria-label={t('card.quantity', { name: summary.name })}
            onChange={(event) => setQuantity(typedQuantity(event.target.value, MAX_QUANTITY) ?? 1)}
          />
          {button}
        </div>
      </div>
    </article>
  );
}
