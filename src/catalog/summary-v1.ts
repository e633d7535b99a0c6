// A Catalog V1 product (protocol §7.3a) as the one ProductSummary. V1 prices are numbers with the
// platform's formatted text beside them; a colour choice's `value` is its colour code and its
// `description` its name, which is also what V1 selections and variant choices name (platform docs).
import { money } from '../cart/money.ts';
import { compact } from '../http/values.ts';
import type { Money } from '../types/cart.ts';
import type { PriceData, Product, ProductOption } from '../types/catalog.ts';
import type { ProductSummary, TextFieldSummary, VariantSummary } from '../types/product-summary.ts';
import { cheapest, priceRange } from './prices.ts';

/** The selling price and, when a discount applies, the price before it. */
function pricesOf(data: PriceData | undefined): { price: Money; compareAtPrice?: Money } {
  const full = data?.price ?? 0;
  const selling = data?.discountedPrice ?? full;
  const price = money(String(selling), data?.formatted?.discountedPrice ?? data?.formatted?.price);
  return selling < full ? { price, compareAtPrice: money(String(full), data?.formatted?.price) } : { price };
}

const optionOf = (option: ProductOption) => ({
  id: option.name,
  name: option.name,
  kind: option.optionType === 'color' ? ('swatch' as const) : ('text' as const),
  choices: option.choices.map((choice) => ({
    id: choice.description,
    name: choice.description,
    ...(option.optionType === 'color' ? { colorCode: choice.value } : {}),
    inStock: choice.inStock ?? true,
    visible: choice.visible ?? true,
  })),
});

interface CustomTextField {
  title: string;
  maxLength?: number;
  mandatory?: boolean;
}

export function summaryFromV1(product: Product): ProductSummary {
  // The prices in the shopper's currency (ClientOptions.currency) when the platform converted them.
  const shown = product.convertedPriceData ?? product.priceData;
  const variants: VariantSummary[] | undefined = product.variants?.map((v) => ({
    id: v.id,
    choices: v.choices ?? {},
    ...pricesOf(v.variant?.convertedPriceData ?? v.variant?.priceData ?? shown),
    inStock: v.stock?.inStock ?? true,
    visible: v.variant?.visible ?? true,
  }));
  const offered = variants?.filter((v) => v.visible) ?? [];
  const lowest = cheapest(offered) ?? pricesOf(shown);
  const stock = product.stock;
  const textFields = ((product.customTextFields ?? []) as CustomTextField[]).map(
    (field): TextFieldSummary => ({
      key: field.title,
      title: field.title,
      mandatory: field.mandatory ?? false,
      ...compact({ maxLength: field.maxLength }),
    }),
  );
  const image = product.media?.mainMedia?.image;
  return {
    catalog: 'V1_CATALOG',
    id: product.id,
    name: product.name,
    slug: product.slug ?? '',
    price: lowest.price,
    inStock:
      offered.length > 0
        ? offered.some((v) => v.inStock)
        : (stock?.inStock ?? stock?.inventoryStatus !== 'OUT_OF_STOCK'),
    options: (product.productOptions ?? []).map(optionOf),
    textFields,
    modifiers: [],
    managedVariants: product.manageVariants ?? false,
    ...compact({
      currency: shown?.currency,
      priceRange: priceRange(offered),
      compareAtPrice: lowest.compareAtPrice,
      quantity: stock?.trackInventory ? stock.quantity : undefined,
      image: image?.url ? { url: image.url, ...compact({ altText: image.altText }) } : undefined,
      ribbon: product.ribbon || undefined,
      variants,
      description: product.description ? { html: product.description } : undefined,
    }),
  };
}
