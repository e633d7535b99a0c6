// Merchant writes on collections (protocol §7.2): create, update, delete, add and remove products.

import { applicationError, type FieldViolation, validationError, violation } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { requireMerchant } from './access.ts';
import { updateProduct } from './commit.ts';
import { newId, slugify } from './ids.ts';
import { isObj } from './json.ts';
import { presentCollection } from './present.ts';
import { catalog, requireCollection } from './store.ts';
import { ALL_PRODUCTS_COLLECTION_ID, type Collection } from './types.ts';

function readCollectionInput(
  input: unknown,
  creating: boolean,
): Partial<Pick<Collection, 'name' | 'slug' | 'visible' | 'description'>> {
  if (!isObj(input))
    throw validationError([violation('collection', 'is required and must be an object', 'REQUIRED_FIELD')]);
  const problems: FieldViolation[] = [];
  const out: Partial<Pick<Collection, 'name' | 'slug' | 'visible' | 'description'>> = {};
  if (input.name !== undefined || creating) {
    if (typeof input.name !== 'string' || !input.name.trim())
      problems.push(violation('collection.name', 'is required', 'REQUIRED_FIELD'));
    else if (input.name.length > 50)
      problems.push(violation('collection.name', 'must be at most 50 characters', 'MAX_LENGTH', { max: 50 }));
    else out.name = input.name.trim();
  }
  if (input.slug !== undefined) {
    if (typeof input.slug !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(input.slug))
      problems.push(
        violation('collection.slug', 'may hold only lower-case letters, digits and single dashes', 'FORMAT'),
      );
    else out.slug = input.slug;
  }
  if (input.visible !== undefined) {
    if (typeof input.visible !== 'boolean')
      problems.push(violation('collection.visible', 'must be true or false', 'FORMAT'));
    else out.visible = input.visible;
  }
  if (input.description !== undefined) {
    if (typeof input.description !== 'string')
      problems.push(violation('collection.description', 'must be a string', 'FORMAT'));
    else out.description = input.description;
  }
  if (problems.length) throw validationError(problems);
  return out;
}

function readProductIds(platform: Platform, input: unknown): string[] {
  if (!Array.isArray(input) || !input.length || input.some((x) => typeof x !== 'string'))
    throw validationError([
      violation('productIds', 'must be a non-empty array of product ids', 'MIN_SIZE', { min: 1 }),
    ]);
  const ids = [...new Set(input as string[])];
  const unknown = ids.filter((id) => !catalog(platform).products.some((p) => p.id === id));
  if (unknown.length)
    throw applicationError(
      404,
      'PRODUCT_NOT_FOUND',
      `No product with id ${unknown.map((x) => JSON.stringify(x)).join(', ')}`,
      { ids: unknown },
    );
  return ids;
}

export function collectionWriteRoutes(platform: Platform): Route[] {
  const C = '/stores/v1/collections';
  const slugTaken = (slug: string, except?: string) =>
    catalog(platform).collections.some((c) => c.slug === slug && c.id !== except);
  const answer = (collection: Collection, ctx: RequestContext) => ({
    collection: presentCollection(collection, catalog(platform).products, ctx.baseUrl, false),
  });
  const editable = (ctx: RequestContext) => {
    requireMerchant(platform, ctx);
    const collection = requireCollection(platform, ctx.params.id ?? '');
    return collection;
  };
  const moveProducts = (ctx: RequestContext, add: boolean) => {
    const collection = editable(ctx);
    if (collection.id === ALL_PRODUCTS_COLLECTION_ID)
      throw applicationError(
        400,
        'ALL_PRODUCTS_COLLECTION',
        'Every product is in "All Products"; it cannot be changed',
      );
    for (const id of readProductIds(platform, ctx.payload.productIds)) {
      const product = catalog(platform).products.find((p) => p.id === id)!;
      if (product.collectionIds.includes(collection.id) === add) continue;
      updateProduct(platform, product, ctx.baseUrl, () => {
        product.collectionIds = add
          ? [...product.collectionIds, collection.id]
          : product.collectionIds.filter((c) => c !== collection.id);
        return ['allCategoriesInfo'];
      });
    }
    collection.lastUpdated = new Date(platform.now()).toISOString();
    return {};
  };

  return [
    {
      method: 'POST',
      path: C,
      handler: (ctx) => {
        requireMerchant(platform, ctx);
        const input = readCollectionInput(ctx.payload.collection, true);
        const slug = input.slug ?? slugify(input.name!);
        if (slugTaken(slug))
          throw applicationError(
            409,
            'SLUG_ALREADY_EXISTS',
            `A collection already has the slug ${JSON.stringify(slug)}`,
            { slug },
          );
        const collection: Collection = {
          id: newId(),
          name: input.name!,
          slug,
          visible: input.visible ?? true,
          description: input.description ?? '',
          media: { items: [] },
          numberOfProducts: 0,
          lastUpdated: new Date(platform.now()).toISOString(),
        };
        catalog(platform).collections.push(collection);
        return answer(collection, ctx);
      },
    },
    {
      method: 'PATCH',
      path: `${C}/:id`,
      handler: (ctx) => {
        const collection = editable(ctx);
        const body = ctx.payload.collection;
        if (isObj(body) && body.id !== undefined && body.id !== collection.id)
          throw validationError([
            violation('collection.id', `must match the id in the path (${collection.id})`, 'VALIDATION'),
          ]);
        const input = readCollectionInput(body, false);
        if (input.slug !== undefined && slugTaken(input.slug, collection.id))
          throw applicationError(
            409,
            'SLUG_ALREADY_EXISTS',
            `A collection already has the slug ${JSON.stringify(input.slug)}`,
            { slug: input.slug },
          );
        Object.assign(collection, input, { lastUpdated: new Date(platform.now()).toISOString() });
        return answer(collection, ctx);
      },
    },
    {
      method: 'DELETE',
      path: `${C}/:id`,
      handler: (ctx) => {
        const collection = editable(ctx);
        if (collection.id === ALL_PRODUCTS_COLLECTION_ID)
          throw applicationError(
            400,
            'ALL_PRODUCTS_COLLECTION',
            'The "All Products" collection cannot be deleted',
          );
        const { collections, products } = catalog(platform);
        for (const product of products.filter((p) => p.collectionIds.includes(collection.id)))
          updateProduct(platform, product, ctx.baseUrl, () => {
            product.collectionIds = product.collectionIds.filter((c) => c !== collection.id);
            return ['allCategoriesInfo'];
          });
        collections.splice(collections.indexOf(collection), 1);
        return {};
      },
    },
    { method: 'POST', path: `${C}/:id/productIds`, handler: (ctx) => moveProducts(ctx, true) },
    { method: 'POST', path: `${C}/:id/productIds/delete`, handler: (ctx) => moveProducts(ctx, false) },
  ];
}
