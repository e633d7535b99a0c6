// Catalog facets (spec §9 "Filter aggregations: value, range, scalar, date histogram, nested. Date
// intervals: year to second", issue 29): a V3 search with aggregations answers, beside its page, one
// typed result per aggregation over every product the search selects; each is checked against the
// catalog itself, read through a plain query.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductV3 } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform(); // a Catalog V3 site
const PRICE = 'actualPriceRange.minValue.amount';
let catalog: ProductV3[];

beforeAll(async () => {
  const { client } = emulatorClient(platform.current.url);
  catalog = [];
  let page = await client.catalogV3.queryProducts().limit(100).find();
  catalog.push(...page.items);
  while (page.hasNext()) {
    page = await page.next();
    catalog.push(...page.items);
  }
});

const priceOf = (p: ProductV3) =>
  Number((p.actualPriceRange as { minValue: { amount: string } }).minValue.amount);

describe('searchProducts with aggregations', () => {
  it('answers value, range and scalar facets over every selected product, not only the page', async () => {
    const { client } = emulatorClient(platform.current.url);
    const { products, aggregationData } = await client.catalogV3.searchProducts({
      cursorPaging: { limit: 2 },
      sort: [{ fieldName: PRICE, order: 'DESC' }],
      aggregations: [
        { name: 'brands', type: 'VALUE', fieldPath: 'brand.name', value: { limit: 5 } },
        { name: 'prices', type: 'RANGE', fieldPath: PRICE, range: { buckets: [{ to: 20 }, { from: 20 }] } },
        { name: 'cheapest', type: 'SCALAR', fieldPath: PRICE, scalar: { type: 'MIN' } },
        { name: 'dearest', type: 'SCALAR', fieldPath: PRICE, scalar: { type: 'MAX' } },
      ],
    });
    expect(products).toHaveLength(2);
    expect(priceOf(products[0]!)).toBeGreaterThanOrEqual(priceOf(products[1]!));
    const [brands, prices, cheapest, dearest] = aggregationData?.results ?? [];
    const brandCounts = new Map<string, number>();
    for (const p of catalog) {
      const name = (p.brand as { name?: string } | undefined)?.name;
      if (name) brandCounts.set(name, (brandCounts.get(name) ?? 0) + 1);
    }
    expect(brands).toMatchObject({ name: 'brands', type: 'VALUE', fieldPath: 'brand.name' });
    expect(new Map(brands?.values?.results.map((r) => [r.value, r.count]))).toEqual(brandCounts);
    const all = catalog.map(priceOf);
    expect(prices?.ranges?.results).toEqual([
      { to: 20, count: all.filter((n) => n < 20).length },
      { from: 20, count: all.filter((n) => n >= 20).length },
    ]);
    expect(cheapest?.scalar).toEqual({ type: 'MIN', value: Math.min(...all) });
    expect(dearest?.scalar).toEqual({ type: 'MAX', value: Math.max(...all) });
  });

  it('answers date histograms from year to second, oldest first, counted per bucket', async () => {
    const { client } = emulatorClient(platform.current.url);
    const intervals = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'] as const;
    const { aggregationData } = await client.catalogV3.searchProducts({
      cursorPaging: { limit: 1 },
      aggregations: intervals.map((interval) => ({
        name: interval,
        type: 'DATE_HISTOGRAM' as const,
        fieldPath: 'createdDate',
        dateHistogram: { interval },
      })),
    });
    for (const result of aggregationData?.results ?? []) {
      const buckets = result.dateHistogram?.results ?? [];
      expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(catalog.length);
      expect(buckets.map((b) => b.value)).toEqual([...buckets.map((b) => b.value)].sort());
    }
    const year = aggregationData?.results[0]?.dateHistogram?.results[0]?.value ?? '';
    expect(year).toMatch(/^\d{4}-01-01T00:00:00\.000Z$/);
    const first = new Date(Math.min(...catalog.map((p) => (p.createdDate as Date).getTime())));
    expect(year.slice(0, 4)).toBe(String(first.getUTCFullYear()));
  });

  it('answers a nested aggregation as one row per bucket with the inner level beside it', async () => {
    const { client } = emulatorClient(platform.current.url);
    const { aggregationData } = await client.catalogV3.searchProducts({
      filter: { visible: true },
      aggregations: [
        {
          name: 'stock by price',
          type: 'NESTED',
          nested: {
            nestedAggregations: [
              { name: 'stock', type: 'VALUE', fieldPath: 'inventory.availabilityStatus' },
              { name: 'top', type: 'SCALAR', fieldPath: PRICE, scalar: { type: 'MAX' } },
            ],
          },
        },
      ],
    });
    const rows = aggregationData?.results[0]?.nested?.results ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const { results } of rows) {
      const status = results.stock?.value?.value ?? '';
      const members = catalog.filter(
        (p) => p.visible && (p.inventory as { availabilityStatus?: string }).availabilityStatus === status,
      );
      expect(results.stock?.value?.count).toBe(members.length);
      expect(results.top?.scalar?.value).toBe(Math.max(...members.map(priceOf)));
    }
  });

  it('is refused with the field named when an aggregation is malformed', async () => {
    const { client } = emulatorClient(platform.current.url);
    const error = await client.catalogV3
      .searchProducts({
        aggregations: [
          {
            type: 'DATE_HISTOGRAM',
            fieldPath: 'createdDate',
            dateHistogram: { interval: 'FORTNIGHT' as 'DAY' },
          },
        ],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect((error as Error).message).toContain('search.aggregations[0].dateHistogram.interval');
  });
});
