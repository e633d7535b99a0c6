// Replays of what the live Cart V2 says (issue 25) through `client.cart`, over the emulator for the rest:
// a recorded live estimate (fixtures/cart-v2-live.ts: a line without image, amounts as `"1249.00"` and a
// bare `"0"`, calculationErrors, a zero tax entry, fields the client does not know, both missing-delivery
// violations) and the declared 428 INSUFFICIENT_INVENTORY.
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { replayFetch } from '../support/replay.ts';
import { insufficientInventory, liveEstimate } from './fixtures/cart-v2-live.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform();
const V2 = '/ecom/v2/carts/current';

describe('Cart V2 answers as the live platform writes them', () => {
  it('reads a recorded live estimate: amounts as written, no delivery or tax without a destination', async () => {
    const recorded = liveEstimate('p-1', 'Kiosk');
    const replay = replayFetch([{ method: 'POST', path: `${V2}/estimate`, body: recorded }]);
    const { client } = emulatorClient(platform.current.url, { platform: { fetch: replay.fetch } });
    const totals = await client.cart.estimate();
    expect(replay.replayed).toEqual([`POST ${V2}/estimate`]);
    const line = totals.cart.lines[0];
    expect(line).toMatchObject({ name: 'Kiosk', quantity: 1, unitPrice: { amount: '1249.00' } });
    expect(line && 'image' in line).toBe(false); // none on the wire: the widget joins the catalog's
    expect(totals.cart.currency).toBe('INR');
    // "0" and "0.00" are nothing charged: no discount, delivery or tax row without a destination.
    expect(totals).toMatchObject({ subtotal: { amount: '1249.00' }, total: { amount: '1249.00' } });
    expect([totals.discount, totals.delivery, totals.tax, totals.selectedDelivery]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(totals.violations).toEqual([
      { code: 'MISSING_DELIVERY_ADDRESS', severity: 'ERROR', scope: 'DELIVERY' },
      { code: 'MISSING_DELIVERY_METHOD', severity: 'ERROR', scope: 'DELIVERY' },
    ]);
  });

  it('rejects an add and a quantity change above the stock with the platform code and its data', async () => {
    const mug = { catalogItemId: 'mug', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' };
    const replay = replayFetch([
      {
        method: 'POST',
        path: `${V2}/add-line-items`,
        status: 428,
        body: insufficientInventory({ catalogReference: mug }, 3, 2),
      },
      {
        method: 'POST',
        path: `${V2}/update-line-items`,
        status: 428,
        body: insufficientInventory({ lineItemId: 'li-1' }, 5, 2),
      },
    ]);
    const { client } = emulatorClient(platform.current.url, { platform: { fetch: replay.fetch } });
    const add = await client.cart
      .add({ lineItems: [{ catalogReference: mug, quantity: 3 }] })
      .catch((e) => e);
    const update = await client.cart.updateQuantities([{ id: 'li-1', quantity: 5 }]).catch((e) => e);
    for (const [error, id, requested] of [
      [add, { catalogReference: mug }, 3],
      [update, { lineItemId: 'li-1' }, 5],
    ] as const) {
      expect(isApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 428, code: 'INSUFFICIENT_INVENTORY' });
      expect(error.details.applicationError?.data).toEqual({
        invalidItems: [{ id, requestedQuantity: requested, availableQuantity: 2 }],
      });
    }
  });
});
