// Product events carry the Catalog V3 entity (protocol §7.5, §9.4): the same projection the V3 reads answer
// (catalog/v3/product.ts), with variants and the fields a storefront would ask for, so an entity from an
// event and one from `GET /stores/v3/products/{id}` with those fields are equal. The SDK turns its media
// into wix:image:// strings and its dates into Date objects.
import { revisionOf } from '../catalog/revisions.ts';
import type { Product } from '../catalog/types.ts';
import { v3Product } from '../catalog/v3/product.ts';
import type { V3Product } from '../catalog/v3/wire.ts';
import type { Platform } from '../platform.ts';
import { emitDomainEvent } from './domain.ts';
import { EVENT_TYPES } from './types.ts';

/** The requested fields an event entity is projected with (a storefront's product-page set). */
export const EVENT_ENTITY_FIELDS: ReadonlySet<string> = new Set([
  'CURRENCY',
  'URL',
  'DESCRIPTION',
  'PLAIN_DESCRIPTION',
  'MEDIA_ITEMS_INFO',
  'VARIANT_OPTION_CHOICE_NAMES',
  'ALL_CATEGORIES_INFO',
]);

export function productV3Entity(platform: Platform, product: Product, baseUrl: string): V3Product {
  return v3Product(product, {
    baseUrl,
    fields: EVENT_ENTITY_FIELDS,
    withVariants: true,
    revision: revisionOf(platform, product.id),
  });
}

export function emitProductEvent(
  platform: Platform,
  kind: 'created' | 'updated' | 'deleted',
  product: Product,
  baseUrl: string,
  modifiedFields: string[] = [],
): void {
  // JSON, as it goes on the wire: dates become ISO strings.
  const entity = JSON.parse(JSON.stringify(productV3Entity(platform, product, baseUrl))) as Record<
    string,
    unknown
  >;
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
