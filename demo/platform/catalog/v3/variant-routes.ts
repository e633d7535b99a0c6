// The Read-Only Variants API (platform-2026.md §3.4): `POST /stores/v3/products/query-variants` and
// `…/search-variants`, always POST, cursor pages of up to 1000. Visitors see the variants of visible
// products only; hidden variants of those products are listed with `visible: false` (whether the live
// platform filters them for visitors is open question 12: listing them is the harder case for a client).

import { applicationError } from '../../http/errors.ts';
import type { RequestContext, Route } from '../../http/router.ts';
import type { Platform } from '../../platform.ts';
import { readerIsMerchant } from '../access.ts';
import { revisionOf } from '../revisions.ts';
import { catalog } from '../store.ts';
import { readCursorPaging } from './cursor.ts';
import { readFields } from './fields.ts';
import { v3BrandId } from './ids.ts';
import { asDocument, type Candidate, listPage, refuseAggregations, requestPart } from './listing.ts';
import { VARIANT_QUERY_SPEC, VARIANT_SEARCH_SPEC } from './query-spec.ts';
import { v3ReadOnlyVariant } from './read-only-variant.ts';
import { v3VariantViews } from './variants.ts';
import type { V3QueryVariantsResponse, V3ReadOnlyVariant, V3SearchVariantsResponse } from './wire.ts';

const P = '/stores/v3/products';

export function v3VariantRoutes(platform: Platform): Route[] {
  function candidates(ctx: RequestContext, merchant: boolean, fields: ReadonlySet<string>) {
    return catalog(platform)
      .products.filter((p) => merchant || p.visible)
      .flatMap((product) =>
        v3VariantViews(product).map((view): Candidate<V3ReadOnlyVariant> => {
          const projection = { baseUrl: ctx.baseUrl, revision: revisionOf(platform, product.id) };
          const item = v3ReadOnlyVariant(product, view, { ...projection, fields });
          const full = asDocument(
            v3ReadOnlyVariant(product, view, { ...projection, fields: new Set(['CURRENCY']) }),
          );
          // Search filters may also name product fields the answer does not carry.
          full.productData = {
            ...(full.productData as object),
            updatedDate: product.lastUpdated,
            ...(product.brand ? { brand: { id: v3BrandId(product.brand), name: product.brand } } : {}),
          };
          const texts: Record<string, string[]> = {
            'productData.name': [product.name],
            sku: [view.variant.variant.sku],
          };
          return { doc: full, item, text: (field) => texts[field] ?? [] };
        }),
      );
  }

  function read(ctx: RequestContext, part: 'query' | 'search') {
    const merchant = readerIsMerchant(platform, ctx);
    const fields = readFields(ctx.payload.fields, 'variants');
    if (fields.has('MERCHANT_DATA') && !merchant)
      throw applicationError(
        403,
        'NO_PERMISSION_TO_READ_MERCHANT_DATA',
        'MERCHANT_DATA needs the merchant API key in Authorization',
      );
    const request = requestPart(ctx.payload, part);
    if (part === 'search') refuseAggregations(request, part);
    const page = readCursorPaging(request, `variants-${part}`, 1000, part);
    const spec = part === 'query' ? VARIANT_QUERY_SPEC : VARIANT_SEARCH_SPEC;
    const { items, pagingMetadata } = listPage(candidates(ctx, merchant, fields), spec, page, part);
    return { variants: items, pagingMetadata };
  }

  return [
    {
      method: 'POST',
      path: `${P}/query-variants`,
      handler: (ctx): V3QueryVariantsResponse => read(ctx, 'query'),
    },
    {
      method: 'POST',
      path: `${P}/search-variants`,
      handler: (ctx): V3SearchVariantsResponse => read(ctx, 'search'),
    },
  ];
}
