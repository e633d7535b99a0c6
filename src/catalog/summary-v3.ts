// A Catalog V3 product (platform-2026.md §3.3) as the one ProductSummary. Variants come only from get and
// get-by-slug; a query's product has none, so its price and stock come from the product's own ranges.
import { money, moneyToNumber } from '../cart/money.ts';
import { compact, setOwn } from '../http/values.ts';
import type { Money } from '../types/cart.ts';
import type { InventoryAvailability } from '../types/catalog.ts';
import type { MediaV3, ModifierV3, OptionV3, PriceV3, ProductV3, VariantV3 } from '../types/catalog-v3.ts';
import type {
  InfoSectionSummary,
  ModifierSummary,
  ProductImage,
  ProductSummary,
  TextFieldSummary,
  VariantSummary,
} from '../types/product-summary.ts';
import { cheapest, priceRange } from './prices.ts';

const v3Money = (price: PriceV3 | null | undefined): Money => money(price?.amount, price?.formattedAmount);

/** A compare-at price only where it is above the selling price (a discount applies). */
const compareAt = (price: Money, before: PriceV3 | null | undefined) =>
  before?.amount && moneyToNumber(before.amount) > moneyToNumber(price) ? v3Money(before) : undefined;

/** Seed §3 inventory availability: in stock, else a preorder when the platform takes one. */
const availabilityOf = (inStock: boolean, preorder: boolean): InventoryAvailability =>
  inStock ? 'IN_STOCK' : preorder ? 'PREORDER' : 'OUT_OF_STOCK';

/** A media item's address: its image's, else its own (an item set by URL). */
function imageOf(media: MediaV3 | null | undefined): ProductImage | undefined {
  const url = media?.image?.url ?? media?.url;
  return url
    ? { url, ...compact({ altText: media?.image?.altText ?? media?.altText ?? undefined }) }
    : undefined;
}

/** A choice's linked images; none (absent) means the product's own images all apply. */
function imagesOf(media: MediaV3[] | undefined): ProductImage[] | undefined {
  const images = (media ?? []).flatMap((m) => imageOf(m) ?? []);
  return images.length ? images : undefined;
}

/** The sections that have a title (INFO_SECTION asked for); their rich text where it came. */
const infoSectionsOf = (product: ProductV3): InfoSectionSummary[] | undefined =>
  product.infoSections?.flatMap((s) =>
    s.title
      ? [{ title: s.title, ...compact({ description: s.description && { richContent: s.description } }) }]
      : [],
  );

function variantOf(variant: VariantV3, options: OptionV3[]): VariantSummary {
  const choices: Record<string, string> = {};
  for (const { optionChoiceIds: ids, optionChoiceNames: names } of variant.choices) {
    const option = options.find((o) => o.id === ids.optionId);
    const choice = option?.choicesSettings?.choices.find((c) => c.choiceId === ids.choiceId);
    // Catalog names: an option called `__proto__` must become a property, not the prototype.
    setOwn(
      choices,
      names?.optionName ?? option?.name ?? ids.optionId,
      names?.choiceName ?? choice?.name ?? ids.choiceId,
    );
  }
  const price = v3Money(variant.price?.actualPrice);
  const status = variant.inventoryStatus;
  return {
    id: variant.id,
    choices,
    price,
    inStock: Boolean(status?.inStock || status?.preorderEnabled),
    availability: availabilityOf(Boolean(status?.inStock), Boolean(status?.preorderEnabled)),
    visible: variant.visible !== false,
    ...compact({ compareAtPrice: compareAt(price, variant.price?.compareAtPrice) }),
  };
}

/** Only a price that adds something: `"0"`, `"0.00"` and absent are no added price. */
const addedPrice = (amount: string | null | undefined): Money | undefined =>
  amount && moneyToNumber(amount) !== 0 ? money(amount) : undefined;

/** The choice modifiers; FREE_TEXT ones are text fields. A key falls back to the name it is made from. */
function modifiersOf(modifiers: ModifierV3[]): ModifierSummary[] {
  return modifiers.flatMap((m): ModifierSummary[] =>
    m.modifierRenderType === 'TEXT_CHOICES' || m.modifierRenderType === 'SWATCH_CHOICES'
      ? [
          {
            key: m.key ?? m.name ?? '',
            name: m.name ?? m.key ?? '',
            kind: m.modifierRenderType === 'SWATCH_CHOICES' ? 'swatch' : 'text',
            mandatory: m.mandatory ?? false,
            choices: (m.choicesSettings?.choices ?? []).map((c) => ({
              key: c.key ?? c.name,
              name: c.name,
              visible: c.visible ?? true,
              ...compact({ colorCode: c.colorCode, addedPrice: addedPrice(c.addedPrice) }),
            })),
          },
        ]
      : [],
  );
}

export function summaryFromV3(product: ProductV3): ProductSummary {
  const options = product.options ?? [];
  const variants = product.variantsInfo?.variants.map((v) => variantOf(v, options));
  const offered = variants?.filter((v) => v.visible) ?? [];
  const range = product.actualPriceRange;
  const fromRange = v3Money(range?.minValue);
  const lowest = cheapest(offered) ?? {
    price: fromRange,
    compareAtPrice: compareAt(fromRange, product.compareAtPriceRange?.minValue),
  };
  const rangeOf = (min: PriceV3 | undefined, max: PriceV3 | undefined) =>
    min && max && moneyToNumber(min.amount) !== moneyToNumber(max.amount)
      ? { min: v3Money(min), max: v3Money(max) }
      : undefined;
  const inventory = product.inventory;
  const preorder =
    inventory?.preorderStatus === 'ENABLED' || inventory?.preorderStatus === 'PARTIALLY_ENABLED';
  const stocked = variants
    ? offered.some((v) => v.availability === 'IN_STOCK')
    : inventory?.availabilityStatus !== 'OUT_OF_STOCK';
  const textFields = (product.modifiers ?? []).flatMap((m): TextFieldSummary[] =>
    m.modifierRenderType === 'FREE_TEXT' && m.freeTextSettings
      ? [
          {
            key: m.freeTextSettings.key,
            title: m.freeTextSettings.title,
            mandatory: m.mandatory ?? false,
            ...compact({ maxLength: m.freeTextSettings.maxCharCount }),
          },
        ]
      : [],
  );
  return {
    catalog: 'V3_CATALOG',
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: lowest.price,
    inStock: variants ? offered.some((v) => v.inStock) : stocked || preorder,
    availability: availabilityOf(
      stocked,
      variants ? offered.some((v) => v.availability === 'PREORDER') : preorder,
    ),
    options: options.map((o) => ({
      id: o.id,
      name: o.name,
      kind: o.optionRenderType === 'SWATCH_CHOICES' ? 'swatch' : 'text',
      choices: (o.choicesSettings?.choices ?? []).map((c) => ({
        id: c.choiceId,
        name: c.name,
        inStock: c.inStock ?? true,
        visible: c.visible ?? true,
        ...compact({ colorCode: c.colorCode, images: imagesOf(c.linkedMedia) }),
      })),
    })),
    textFields,
    modifiers: modifiersOf(product.modifiers ?? []),
    ...compact({
      currency: product.currency,
      priceRange: variants ? priceRange(offered) : rangeOf(range?.minValue, range?.maxValue),
      compareAtPrice: lowest.compareAtPrice,
      image: imageOf(product.media?.main),
      variantCount: product.variantSummary?.variantCount,
      infoSections: infoSectionsOf(product),
      ribbon: product.ribbon?.name || undefined,
      variants,
      description: product.description?.nodes
        ? { richContent: product.description }
        : product.plainDescription
          ? { html: product.plainDescription }
          : undefined,
    }),
  };
}
