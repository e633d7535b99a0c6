// A stored (V1-shaped) product as Catalog V3 answers it (products-v-3 meta.d.ts `V3Product`; platform-2026.md
// §3.3). Fields the platform sends only when asked for (`fields`) are absent otherwise; the paths the SDK's
// typings promise as non-null (`NonNullablePaths` of getProduct) are always sent.
import { choiceName } from '../choices.ts';
import { absolutise } from '../present.ts';
import type { Product } from '../types.ts';
import { v3BrandId, v3ChoiceId, v3OptionId, v3RibbonId } from './ids.ts';
import { v3InfoSections } from './info-sections.ts';
import { v3Media } from './media.ts';
import { v3Modifiers } from './modifiers.ts';
import { STORE_CURRENCY, v3Money } from './money.ts';
import { richContent, richContentHtml } from './rich-content.ts';
import { renderTypeOf, type V3VariantView, v3VariantViews } from './variants.ts';
import type { V3Option, V3PriceRange, V3Product, V3Variant } from './wire.ts';

export interface ProductProjection {
  /** This request's base URL, for absolute media and page URLs. */
  baseUrl: string;
  /** The requested `fields`. */
  fields: ReadonlySet<string>;
  /** `variantsInfo` is sent by get and get-by-slug only ("This method does not return variant data"). */
  withVariants: boolean;
  /** From the revision slice. */
  revision: number;
}

const range = (values: number[], currency: boolean): V3PriceRange => ({
  minValue: v3Money(Math.min(...values), currency),
  maxValue: v3Money(Math.max(...values), currency),
});

/** A human-friendly id that differs from the slug, as the platform's generated handles do. */
export const v3Handle = (product: Product): string => `product-${product.numericId}`;

export function v3Variant(view: V3VariantView, product: Product, p: ProductProjection): V3Variant {
  const currency = p.fields.has('CURRENCY');
  const { priceData, costAndProfitData, weight, sku } = view.variant.variant;
  const discounted = priceData.discountedPrice < priceData.price;
  return {
    id: view.id,
    visible: view.visible,
    sku,
    choices: view.choices.map((c) => ({
      optionChoiceIds: { optionId: c.optionId, choiceId: c.choiceId },
      ...(p.fields.has('VARIANT_OPTION_CHOICE_NAMES')
        ? {
            optionChoiceNames: {
              optionName: c.optionName,
              choiceName: c.choiceName,
              renderType: c.renderType,
            },
          }
        : {}),
    })),
    price: {
      actualPrice: v3Money(priceData.discountedPrice, currency),
      // "Only set this if a discount applies."
      ...(discounted ? { compareAtPrice: v3Money(priceData.price, currency) } : {}),
    },
    ...(product.productType === 'digital' ? { digitalProperties: {} } : { physicalProperties: { weight } }),
    ...(p.fields.has('MERCHANT_DATA')
      ? {
          revenueDetails: {
            cost: v3Money(costAndProfitData.itemCost, currency),
            profit: v3Money(costAndProfitData.profit, currency),
            profitMargin: costAndProfitData.profitMargin,
          },
        }
      : {}),
    ...(view.media ? { media: v3Media(view.media, p.baseUrl, p.fields.has('THUMBNAIL')) } : {}),
    inventoryStatus: { inStock: view.variant.stock.inStock, preorderEnabled: view.variant.preorder === true },
  };
}

function v3Options(product: Product, views: V3VariantView[], p: ProductProjection): V3Option[] {
  const thumbnails = p.fields.has('THUMBNAIL');
  const references = p.fields.has('PRODUCT_CHOICES_MEDIA_REFERENCES');
  return product.productOptions.map((option) => {
    const colour = option.optionType === 'color';
    return {
      id: v3OptionId(product.id, option.name),
      name: option.name,
      key: option.name,
      optionRenderType: renderTypeOf(option),
      choicesSettings: {
        choices: option.choices.map((choice) => {
          const name = choiceName(option, choice);
          const items = choice.media?.items ?? [];
          const main = choice.media?.mainMedia;
          return {
            choiceId: v3ChoiceId(product.id, option.name, name),
            key: name,
            name,
            choiceType: colour ? 'ONE_COLOR' : 'CHOICE_TEXT',
            ...(colour ? { colorCode: choice.value } : {}),
            inStock: choice.inStock,
            // "Whether at least one variant with this choice is visible."
            visible: views.some(
              (v) =>
                v.visible && v.choices.some((c) => c.optionName === option.name && c.choiceName === name),
            ),
            // Deprecated in favour of `media`, and sent empty when `media` is asked for.
            linkedMedia: references ? [] : items.map((m) => v3Media(m, p.baseUrl, thumbnails)),
            ...(references ? { media: { items: items.map((m) => ({ mediaId: m.id })) } } : {}),
            ...(p.fields.has('PRODUCT_CHOICES_DISPLAY_IMAGE') && main
              ? {
                  displayImage: {
                    id: main.id,
                    url: main.image.url,
                    altText: main.image.altText ?? main.title,
                  },
                }
              : {}),
          };
        }),
      },
    };
  });
}

/** Stock as V1 keeps it; preorders (products-v-3 `PreorderStatus`) from the variants that take them. */
function v3Inventory(product: Product): NonNullable<V3Product['inventory']> {
  const taking = product.variants.filter((v) => v.preorder === true).length;
  const all = taking > 0 && taking === product.variants.length;
  return {
    availabilityStatus: product.stock.inventoryStatus,
    preorderStatus: all ? 'ENABLED' : taking ? 'PARTIALLY_ENABLED' : 'DISABLED',
    preorderAvailability: all ? 'ALL_VARIANTS' : taking ? 'SOME_VARIANTS' : 'NO_VARIANTS',
  };
}

export function v3Product(stored: Product, p: ProductProjection): V3Product {
  const product = absolutise(stored, p.baseUrl);
  const { fields } = p;
  const currency = fields.has('CURRENCY');
  const thumbnails = fields.has('THUMBNAIL');
  const views = v3VariantViews(product);
  const priced = views.some((v) => v.visible) ? views.filter((v) => v.visible) : views;
  const prices = priced.map((v) => v.variant.variant.priceData);
  const discounted = prices.some((x) => x.discountedPrice < x.price);
  const variants = views.map((v) => v3Variant(v, product, p));
  const path = `/product-page/${product.slug}`;
  const description =
    fields.has('DESCRIPTION') || fields.has('PLAIN_DESCRIPTION')
      ? richContent(product.description, product.id)
      : undefined;
  const main = product.media.mainMedia;
  const categories = { categories: product.collectionIds.map((id) => ({ id })) };
  // "The variant with the lowest actualPrice among visible variants … Empty if … no visible variants."
  const cheapest = views
    .filter((v) => v.visible)
    .sort(
      (a, b) => a.variant.variant.priceData.discountedPrice - b.variant.variant.priceData.discountedPrice,
    )[0];

  return {
    id: product.id,
    revision: String(p.revision),
    createdDate: new Date(product.createdDate),
    updatedDate: new Date(product.lastUpdated),
    name: product.name,
    slug: product.slug,
    handle: v3Handle(product),
    visible: product.visible,
    visibleInPos: product.productType !== 'digital',
    productType: product.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    ...(product.productType === 'digital'
      ? {}
      : {
          physicalProperties: {
            shippingWeightRange: {
              minValue: product.weightRange.minValue,
              maxValue: product.weightRange.maxValue,
            },
            ...(fields.has('WEIGHT_MEASUREMENT_UNIT_INFO')
              ? { weightMeasurementUnitInfo: { weightMeasurementUnit: 'KG' as const } }
              : {}),
          },
        }),
    ...(fields.has('URL') ? { url: { relativePath: path, url: `${p.baseUrl}${path}` } } : {}),
    ...(description && fields.has('DESCRIPTION') ? { description } : {}),
    ...(description && fields.has('PLAIN_DESCRIPTION')
      ? { plainDescription: richContentHtml(description) }
      : {}),
    media: {
      ...(main ? { main: v3Media(main, p.baseUrl, thumbnails) } : {}),
      ...(fields.has('MEDIA_ITEMS_INFO')
        ? { itemsInfo: { items: product.media.items.map((m) => v3Media(m, p.baseUrl, thumbnails)) } }
        : {}),
    },
    ...(currency ? { currency: STORE_CURRENCY } : {}),
    actualPriceRange: range(
      prices.map((x) => x.discountedPrice),
      currency,
    ),
    // Compare-at prices exist only where a discount applies.
    ...(discounted
      ? {
          compareAtPriceRange: range(
            prices.map((x) => x.price),
            currency,
          ),
        }
      : {}),
    ...(fields.has('MERCHANT_DATA')
      ? {
          costRange: {
            minValue: v3Money(product.costRange.minValue, currency),
            maxValue: v3Money(product.costRange.maxValue, currency),
          },
        }
      : {}),
    inventory: v3Inventory(product),
    ...(product.ribbon ? { ribbon: { id: v3RibbonId(product.ribbon), name: product.ribbon } } : {}),
    additionalRibbons: [],
    ...(product.brand ? { brand: { id: v3BrandId(product.brand), name: product.brand } } : {}),
    options: v3Options(product, views, p),
    modifiers: v3Modifiers(product),
    infoSections: v3InfoSections(product, fields),
    ...(fields.has('BREADCRUMBS_INFO') ? { breadcrumbsInfo: { breadcrumbs: [] } } : {}),
    ...(fields.has('DIRECT_CATEGORIES_INFO') ? { directCategoriesInfo: categories } : {}),
    ...(fields.has('ALL_CATEGORIES_INFO') ? { allCategoriesInfo: categories } : {}),
    ...(p.withVariants ? { variantsInfo: { variants } } : {}),
    variantSummary: {
      variantCount: views.length,
      ...(fields.has('MIN_PRICE_VARIANT') && cheapest
        ? { minPriceVariant: v3Variant(cheapest, product, p) }
        : {}),
    },
  };
}
