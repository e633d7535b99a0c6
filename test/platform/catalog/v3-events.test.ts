// Product events carry the V3 entity the V3 reads answer (platform-2026.md §3.9, protocol §9.4): a stock
// change on a V3 site sends a product_updated event whose entity equals `GET /stores/v3/products/{id}`
// with the same fields, revision and variants included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ENTITY_FIELDS } from '../../../demo/platform/events/product-v3.ts';
import { usePlatform } from '../../support/platform.ts';
import { openStream, type StreamReader, waitFor } from '../events/receivers.ts';
import { call, productBySlug, visitorToken } from './api.ts';
import { getProduct3, type ProductJson3 } from './v3-api.ts';

const platform = usePlatform();
const base = () => platform.current.url;
let stream: StreamReader;
beforeAll(async () => {
  stream = await openStream(`${base()}/_emulator/events`);
});
afterAll(() => stream.close());

interface UpdatedBody {
  entityId: string;
  updatedEvent: { currentEntity: ProductJson3; modifiedFields: Record<string, unknown> };
}

describe('V3 product events', () => {
  it('carry the entity a V3 read answers, with the new revision and stock', async () => {
    const tee = await productBySlug(base(), 'organic-cotton-tee');
    const redM = tee.variants.find((v) => v.choices.Size === 'M' && v.choices.Color === 'Red')!;
    const sold = await call(base(), 'POST', '/_emulator/stock', {
      body: { productId: tee.id, variantId: redM.id, quantity: 0 },
    });
    expect(sold.status).toBe(200);
    const event = await waitFor(
      stream,
      () => stream.events.map((e) => e.envelope),
      (all) =>
        all
          .filter((e) => e.eventType === 'wix.stores.catalog.v3.product_updated')
          .map((e) => JSON.parse(e.data) as UpdatedBody)
          .find((b) => b.entityId === tee.id),
    );
    const entity = event.updatedEvent.currentEntity;
    const read = await getProduct3(base(), await visitorToken(base()), tee.id, [...EVENT_ENTITY_FIELDS]);
    expect(entity).toEqual(read.body.product);
    expect(entity.revision).toBe('2');
    const soldOut = entity.variantsInfo?.variants?.find((v) => v.id === redM.id);
    expect(soldOut?.inventoryStatus).toEqual({ inStock: false, preorderEnabled: false });
    expect(event.updatedEvent.modifiedFields).toHaveProperty('inventory');
    // The colour choice is named, its code in colorCode, as in the reads.
    expect(entity.options?.[1]?.choicesSettings?.choices?.[2]).toMatchObject({
      name: 'Red',
      colorCode: '#c0392b',
    });
  });
});
