// Our Catalog V3 search with aggregations and the official SDK's (`productsV3.searchProducts` of
// @wix/stores) send the same request: method, path with its `.r` query (or the POST past 4000 characters),
// body and Authorization form; and both read the same facets back from the emulator.
import { createClient as createSdkClient, OAuthStrategy } from '@wix/sdk';
import { productsV3 } from '@wix/stores';
import { describe, expect, it } from 'vitest';
import { createClient, type ProductSearchV3 } from '../../src/index.ts';
import { recordingFetch } from '../client/support/client.ts';
import { usePlatform } from '../support/platform.ts';
import { redirectFetchTo } from '../support/sdk-fetch.ts';

const platform = usePlatform(); // a Catalog V3 site
const realFetch = globalThis.fetch;
const SEARCH = '/stores/v3/products/search';

const SEARCHES: Array<[string, ProductSearchV3]> = [
  [
    'every kind of aggregation, with a filter, free text, sort and paging',
    {
      filter: { visible: true },
      search: { expression: 'mug', fuzzy: true },
      sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
      cursorPaging: { limit: 3 },
      aggregations: [
        {
          name: 'brands',
          type: 'VALUE',
          fieldPath: 'brand.name',
          value: { sortType: 'VALUE', sortDirection: 'ASC', limit: 5 },
        },
        {
          name: 'prices',
          type: 'RANGE',
          fieldPath: 'actualPriceRange.minValue.amount',
          range: { buckets: [{ to: 10 }, { from: 10, to: 50 }, { from: 50 }] },
        },
        {
          name: 'dearest',
          type: 'SCALAR',
          fieldPath: 'actualPriceRange.minValue.amount',
          scalar: { type: 'MAX' },
        },
        {
          name: 'months',
          type: 'DATE_HISTOGRAM',
          fieldPath: 'createdDate',
          dateHistogram: { interval: 'MONTH' },
        },
        {
          name: 'nested',
          type: 'NESTED',
          nested: {
            nestedAggregations: [
              { name: 'stock', type: 'VALUE', fieldPath: 'inventory.availabilityStatus' },
              {
                name: 'low',
                type: 'SCALAR',
                fieldPath: 'actualPriceRange.minValue.amount',
                scalar: { type: 'MIN' },
              },
            ],
          },
        },
      ],
    },
  ],
  [
    'an open range bound beyond what JSON carries (Infinity)',
    {
      aggregations: [
        {
          name: 'any',
          type: 'RANGE',
          fieldPath: 'actualPriceRange.minValue.amount',
          range: { buckets: [{ from: 0, to: Number.POSITIVE_INFINITY }] },
        },
      ],
    },
  ],
];

describe('searchProducts with aggregations: the same request as the SDK', () => {
  for (const [what, search] of SEARCHES)
    it(what, async () => {
      const redirect = redirectFetchTo(platform.current.url);
      let sdkAnswer: unknown;
      try {
        const sdk = createSdkClient({ modules: { productsV3 }, auth: OAuthStrategy({ clientId: 'demo' }) });
        sdkAnswer = await sdk.productsV3.searchProducts(search as never, { fields: ['CURRENCY'] });
      } finally {
        redirect.restore();
      }
      const recorder = recordingFetch(realFetch);
      const ours = createClient({
        clientId: 'demo',
        apiBase: platform.current.url,
        platform: { fetch: recorder.fetch },
      });
      const answer = await ours.catalogV3.searchProducts(search, { fields: ['CURRENCY'] });
      const shape = (r: { method: string; url: string; body: unknown; authorization: string | null }) => ({
        method: r.method,
        url: r.url,
        body: r.body,
        authorization: r.authorization?.startsWith('Bearer ') ? 'bearer' : r.authorization ? 'token' : 'none',
      });
      const sdkCalls = redirect.requests.filter((r) => r.path === SEARCH).map(shape);
      expect(sdkCalls).toHaveLength(1);
      expect(recorder.requests.filter((r) => r.path === SEARCH).map(shape)).toEqual(sdkCalls);
      expect(answer.aggregationData).toEqual((sdkAnswer as { aggregationData?: unknown }).aggregationData);
    });
});
