// Webhooks the emulator really signs and sends: verified with its public key and decoded into typed events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DropcartEvent, EVENT_TYPES, processWebhook, WIX_STORES_APP_ID } from '../../src/index.ts';
import { startReceiver, type WebhookReceiver } from '../platform/events/receivers.ts';
import { controlFetch, usePlatform } from '../support/platform.ts';
import { emulatorAdminClient, emulatorClient } from './support/client.ts';

const webhookUrls: string[] = [];
let receiver: WebhookReceiver;

// Registered before usePlatform's hook, so the receiver's URL is in the config when the emulator starts.
beforeAll(async () => {
  receiver = await startReceiver();
  webhookUrls.push(receiver.url);
});
afterAll(() => receiver.close());

// A Catalog V1 site: the test reads and writes the V1 catalog.
const platform = usePlatform({ config: { webhookUrls, catalogVersion: 'V1_CATALOG' } });

async function publicKey(): Promise<string> {
  return (await controlFetch(platform.current.url, `/_emulator/public-key`)).text();
}

/** The first webhook of `type` received after the first `since`, as it arrives (no clock of its own). */
async function nextEvent(type: string, since: number): Promise<DropcartEvent> {
  const key = await publicKey();
  for (let seen = since; ; ) {
    while (seen < receiver.bodies.length) {
      const event = await processWebhook(receiver.bodies[seen++] ?? '', key).catch(() => undefined);
      if (event?.type === type) return event;
    }
    await receiver.arrival();
  }
}

describe('signed webhooks from the platform', () => {
  it('verifies and decodes product created (v3) after a catalog write', async () => {
    const since = receiver.bodies.length;
    const { client } = emulatorAdminClient(platform.current.url);
    const { product } = await client.admin.createProduct({
      name: 'Webhook Lamp',
      productType: 'physical',
      priceData: { price: 40 },
    });
    const event = await nextEvent(EVENT_TYPES.productCreated, since);
    if (event.type !== EVENT_TYPES.productCreated) throw new Error('wrong type');
    expect(event.entity.id).toBe(product.id);
    expect(event.entity.name).toBe('Webhook Lamp');
    expect(event.entity.createdDate).toBeInstanceOf(Date);
    expect(event.metadata.eventTime).toBeInstanceOf(Date);
    expect(event.metadata.entityId).toBe(product.id);
    expect(event.metadata.identity?.identityType).toBe('APP');
  });

  it('verifies and decodes cart abandoned with Dates and numeric totals', async () => {
    const since = receiver.bodies.length;
    const { client } = emulatorClient(platform.current.url);
    const { items } = await client.catalog.queryProducts().eq('slug', 'classic-white-mug').find();
    const { cart } = await client.cartV1.add({
      lineItems: [
        { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: items[0]?.id ?? '' }, quantity: 2 },
      ],
    });
    platform.current.advanceClock(2 * 3_600_000);
    await controlFetch(platform.current.url, `/_emulator/abandoned-carts/check`, { method: 'POST' });
    const event = await nextEvent(EVENT_TYPES.cartAbandoned, since);
    if (event.type !== EVENT_TYPES.cartAbandoned) throw new Error('wrong type');
    expect(event.data.cartId).toBe(cart.id);
    expect(event.data.abandonTime).toBeInstanceOf(Date);
    expect(event.data.totals?.subtotal).toBe(24);
    expect(event.data.itemsCount).toBe(2);
  });

  it('rejects the emulator`s webhook under another key', async () => {
    const since = receiver.bodies.length;
    const { client } = emulatorAdminClient(platform.current.url);
    await client.admin.createProduct({
      name: 'Webhook Chair',
      productType: 'physical',
      priceData: { price: 80 },
    });
    await nextEvent(EVENT_TYPES.productCreated, since);
    const pair = await crypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['sign', 'verify'],
    );
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const otherKey = `-----BEGIN PUBLIC KEY-----\n${spki}\n-----END PUBLIC KEY-----\n`;
    await expect(processWebhook(receiver.bodies[since] ?? '', otherKey)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
  });
});
