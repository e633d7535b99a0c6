// Catalog V3 product reads (platform-2026.md §3.1): get by id and by slug (with `variantsInfo`), query,
// search and count (each `GET ?.r=` or POST with the same body). Visitors see visible products only; the
// merchant key sees every product. Path parameters repeated in the query (`?productId=`, `?slug=`) are
// ignored, as the SDK sends them.
import { applicationError, notFound, validationError, violation } from '../../http/errors.ts';
import type { RequestContext, Route } from '../../http/router.ts';
import type { Platform } from '../../platform.ts';
import { readerIsMerchant } from '../access.ts';
import { revisionOf } from '../revisions.ts';
import { catalog } from '../store.ts';
import type { Product } from '../types.ts';
import { aggregate, readAggregations } from './aggregations.ts';
import { readCursorPaging } from './cursor.ts';
import { type FieldsKind, readFields } from './fields.ts';
import { parseHtml } from './html-tree.ts';
import { asDocument, type Candidate, listPage, readSelection, requestPart, select } from './listing.ts';
import { v3Product } from './product.ts';
import { PRODUCT_QUERY_SPEC, PRODUCT_SEARCH_SPEC } from './query-spec.ts';
import type {
  V3CountProductsResponse,
  V3GetProductBySlugResponse,
  V3GetProductResponse,
  V3Product,
  V3QueryProductsResponse,
  V3SearchProductsResponse,
} from './wire.ts';

const P = '/stores/v3/products';

/** Every field, for the documents filters look at (they may name fields the caller did not ask for). */
const ALL_FIELDS = new Set([
  'CURRENCY',
  'URL',
  'MEDIA_ITEMS_INFO',
  'VARIANT_OPTION_CHOICE_NAMES',
  'DIRECT_CATEGORIES_INFO',
  'ALL_CATEGORIES_INFO',
  'MIN_PRICE_VARIANT',
]);

const textOf = (html: string): string => {
  const walk = (nodes: ReturnType<typeof parseHtml>): string =>
    nodes.map((n) => (n.kind === 'text' ? n.text : ` ${walk(n.children)} `)).join('');
  return walk(parseHtml(html));
};

export function v3ProductRoutes(platform: Platform): Route[] {
  const readable = (merchant: boolean) => catalog(platform).products.filter((p) => merchant || p.visible);

  /** The requested fields; merchant data needs the merchant key (a declared application error). */
  function fieldsOf(input: unknown, kind: FieldsKind, merchant: boolean): Set<string> {
    const fields = readFields(input, kind);
    if (fields.has('MERCHANT_DATA') && !merchant)
      throw applicationError(
        403,
        'NO_PERMISSION_TO_READ_MERCHANT_DATA',
        'MERCHANT_DATA needs the merchant API key in Authorization',
      );
    return fields;
  }

  const project = (
    product: Product,
    ctx: RequestContext,
    fields: ReadonlySet<string>,
    withVariants: boolean,
  ) =>
    v3Product(product, {
      baseUrl: ctx.baseUrl,
      fields,
      withVariants,
      revision: revisionOf(platform, product.id),
    });

  function candidates(
    ctx: RequestContext,
    merchant: boolean,
    fields: ReadonlySet<string>,
  ): Candidate<V3Product>[] {
    return readable(merchant).map((product) => {
      const full = project(product, ctx, ALL_FIELDS, true);
      const skus = product.variants.map((v) => v.variant.sku);
      const texts: Record<string, string[]> = {
        name: [product.name],
        description: [textOf(product.description)],
        'variantsInfo.variants.sku': skus,
        'minVariantPriceInfo.sku': [full.variantSummary?.minPriceVariant?.sku ?? product.sku],
      };
      return {
        doc: asDocument(full),
        item: project(product, ctx, fields, false),
        text: (field: string) => texts[field] ?? [],
      };
    });
  }

  function single(ctx: RequestContext, found: Product | undefined, missing: string) {
    const merchant = readerIsMerchant(platform, ctx);
    const fields = fieldsOf(ctx.payload.fields, 'single', merchant);
    // A hidden product is as absent to a visitor as an unknown one (the harder case for a client).
    if (!found || (!found.visible && !merchant)) throw notFound('Product', missing, 'PRODUCT_NOT_FOUND');
    return { product: project(found, ctx, fields, true) };
  }

  const param = (ctx: RequestContext, name: string): string => {
    const value = ctx.params[name] ?? '';
    if (!value.trim()) throw validationError([violation(name, 'must not be empty', 'REQUIRED_FIELD')]);
    return value;
  };

  const query = (ctx: RequestContext): V3QueryProductsResponse => {
    const merchant = readerIsMerchant(platform, ctx);
    const fields = fieldsOf(ctx.payload.fields, 'list', merchant);
    const part = requestPart(ctx.payload, 'query');
    const page = readCursorPaging(part, 'products-query', 100, 'query');
    const { items, pagingMetadata } = listPage(
      candidates(ctx, merchant, fields),
      PRODUCT_QUERY_SPEC,
      page,
      'query',
    );
    return { products: items, pagingMetadata };
  };

  const search = (ctx: RequestContext): V3SearchProductsResponse => {
    const merchant = readerIsMerchant(platform, ctx);
    const fields = fieldsOf(ctx.payload.fields, 'list', merchant);
    const part = requestPart(ctx.payload, 'search');
    const aggregations = readAggregations(part.aggregations, 'search');
    const page = readCursorPaging(part, 'products-search', 100, 'search');
    const all = candidates(ctx, merchant, fields);
    const { items, pagingMetadata } = listPage(all, PRODUCT_SEARCH_SPEC, page, 'search');
    if (!aggregations) return { products: items, pagingMetadata };
    // Facets count every product the search selects, not only this page's.
    const selection = readSelection(
      PRODUCT_SEARCH_SPEC,
      page.state as unknown as Record<string, unknown>,
      'search',
    );
    const docs = select(all, selection).map((c) => c.doc);
    return { products: items, pagingMetadata, aggregationData: aggregate(aggregations, docs) };
  };

  const count = (ctx: RequestContext): V3CountProductsResponse => {
    const merchant = readerIsMerchant(platform, ctx);
    const { returnNonVisibleProducts } = ctx.payload;
    const withHidden = returnNonVisibleProducts === true || returnNonVisibleProducts === 'true';
    if (withHidden && !merchant)
      throw applicationError(
        403,
        'NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS',
        'returnNonVisibleProducts needs the merchant API key in Authorization',
      );
    const selection = readSelection(PRODUCT_SEARCH_SPEC, ctx.payload, 'count');
    // "Whether to return non-visible products … Default: false", also for the merchant.
    const counted = candidates(ctx, withHidden, new Set()).filter(
      (c) => withHidden || c.doc.visible === true,
    );
    return { count: select(counted, selection).length };
  };

  return [
    { method: 'GET', path: `${P}/query`, handler: query },
    { method: 'POST', path: `${P}/query`, handler: query },
    { method: 'GET', path: `${P}/search`, handler: search },
    { method: 'POST', path: `${P}/search`, handler: search },
    { method: 'GET', path: `${P}/count`, handler: count },
    { method: 'POST', path: `${P}/count`, handler: count },
    {
      method: 'GET',
      path: `${P}/slug/:slug`,
      handler: (ctx): V3GetProductBySlugResponse => {
        const slug = param(ctx, 'slug');
        return single(
          ctx,
          catalog(platform).products.find((p) => p.slug === slug),
          slug,
        );
      },
    },
    {
      method: 'GET',
      path: `${P}/:productId`,
      handler: (ctx): V3GetProductResponse => {
        const id = param(ctx, 'productId');
        return single(
          ctx,
          catalog(platform).products.find((p) => p.id === id),
          id,
        );
      },
    },
  ];
}
