// Product events carry the catalog v3 shape (protocol §7.5, §9.4): prices as decimal strings, media with
// image ids (the SDK turns them into wix:image:// strings), rich-text description, dates as ISO strings.
import { decimalString, formatUsd } from '../catalog/money.ts';
import { absolutise } from '../catalog/present.ts';
import type { MediaItem, Product } from '../catalog/types.ts';
import type { Platform } from '../platform.ts';
import { emitDomainEvent } from './domain.ts';
import { EVENT_TYPES } from './types.ts';

const money = (n: number) => ({ amount: decimalString(n), formattedAmount: formatUsd(n) });

const v3Media = (item: MediaItem) => ({
  id: item.id,
  mediaType: 'IMAGE',
  altText: item.title,
  image: { id: item.id, url: item.image.url, width: item.image.width, height: item.image.height },
});

export function productV3(product: Product, baseUrl: string, updatedDate: string): Record<string, unknown> {
  const p = absolutise(product, baseUrl);
  const prices = p.variants.map((v) => v.variant.priceData);
  const path = `/product-page/${p.slug}`;
  return {
    id: p.id,
    revision: String(Date.parse(updatedDate)),
    createdDate: p.createdDate,
    updatedDate,
    name: p.name,
    slug: p.slug,
    visible: p.visible,
    visibleInPos: true,
    productType: p.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    url: { relativePath: path, url: `${baseUrl}${path}` },
    plainDescription: p.description,
    description: {
      nodes: [
        {
          type: 'PARAGRAPH',
          id: `${p.id}-d`,
          nodes: [{ type: 'TEXT', id: '', textData: { text: p.description, decorations: [] } }],
        },
      ],
    },
    media: {
      ...(p.media.mainMedia ? { main: v3Media(p.media.mainMedia) } : {}),
      itemsInfo: { items: p.media.items.map(v3Media) },
    },
    ...(p.brand ? { brand: { name: p.brand } } : {}),
    ...(p.ribbon ? { ribbon: { name: p.ribbon } } : {}),
    actualPriceRange: {
      minValue: money(Math.min(...prices.map((x) => x.discountedPrice))),
      maxValue: money(Math.max(...prices.map((x) => x.discountedPrice))),
    },
    compareAtPriceRange: {
      minValue: money(Math.min(...prices.map((x) => x.price))),
      maxValue: money(Math.max(...prices.map((x) => x.price))),
    },
    inventory: { availabilityStatus: p.stock.inventoryStatus, preorderStatus: 'DISABLED' },
    physicalProperties: {},
    options: p.productOptions.map((o) => ({
      name: o.name,
      optionRenderType: o.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
      choicesSettings: {
        choices: o.choices.map((c) => ({
          name: c.value,
          choiceType: o.optionType === 'color' ? 'ONE_COLOR' : 'CHOICE_TEXT',
          ...(o.optionType === 'color' ? { colorCode: c.description } : {}),
          inStock: c.inStock,
          visible: c.visible,
          linkedMedia: (c.media?.items ?? []).map((m) => v3Media(m).image),
        })),
      },
    })),
    variantsInfo: {
      variants: p.variants.map((v) => ({
        id: v.id,
        visible: v.variant.visible,
        sku: v.variant.sku,
        choices: Object.entries(v.choices).map(([optionName, choiceName]) => ({
          optionChoiceNames: { optionName, choiceName },
        })),
        price: {
          actualPrice: money(v.variant.priceData.discountedPrice),
          compareAtPrice: money(v.variant.priceData.price),
        },
        physicalProperties: { weight: v.variant.weight },
        inventoryStatus: { inStock: v.stock.inStock, preorderEnabled: false },
      })),
    },
    variantSummary: { variantCount: p.variants.length },
    allCategoriesInfo: { categories: p.collectionIds.map((id) => ({ id })) },
  };
}

export function emitProductEvent(
  platform: Platform,
  kind: 'created' | 'updated' | 'deleted',
  product: Product,
  baseUrl: string,
  modifiedFields: string[] = [],
): void {
  const entity = productV3(product, baseUrl, product.lastUpdated);
  const fqdn = 'wix.stores.catalog.v3.product';
  if (kind === 'created')
    emitDomainEvent(platform, EVENT_TYPES.productCreated, fqdn, product.id, { createdEvent: { entity } });
  else if (kind === 'deleted')
    emitDomainEvent(platform, EVENT_TYPES.productDeleted, fqdn, product.id, {
      deletedEvent: { deletedEntity: entity },
    });
  else {
    const modified = Object.fromEntries(modifiedFields.filter((f) => f in entity).map((f) => [f, entity[f]]));
    emitDomainEvent(platform, EVENT_TYPES.productUpdated, fqdn, product.id, {
      updatedEvent: { currentEntity: entity, modifiedFields: modified },
    });
  }
}
