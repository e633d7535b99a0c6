import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../../../demo/platform/index.ts';
import { controlHeaders, startTestPlatform } from '../../support/platform.ts';
import { ADMIN_KEY, call, lineItem, type ProductJson, productBySlug, visitorToken } from '../catalog/api.ts';
import {
  type EventEnvelope,
  openStream,
  type StreamReader,
  startReceiver,
  type WebhookReceiver,
  waitFor,
} from './receivers.ts';

let receiver: WebhookReceiver;
let running: RunningPlatform;
let stream: StreamReader;
const base = () => running.url;
const ABANDON_AFTER_MS = 60_000;

beforeAll(async () => {
  receiver = await startReceiver();
  // Products are written through Catalog V1's merchant API here, so the site runs V1.
  running = await startTestPlatform({
    config: { webhookUrls: [receiver.url], abandonAfterMs: ABANDON_AFTER_MS, catalogVersion: 'V1_CATALOG' },
  });
  // The store's own reader: with the control token it reads every event, abandoned carts included.
  stream = await openStream(`${running.url}/_emulator/events`, {
    origin: 'http://localhost:5173',
    ...controlHeaders(running.url),
  });
});
afterAll(async () => {
  stream.close();
  await running.close();
  await receiver.close();
});

type Body = Record<string, unknown> & {
  entityId?: string;
  slug?: string;
  createdEvent?: { entity: Record<string, unknown> };
  updatedEvent?: { currentEntity: Record<string, unknown>; modifiedFields: Record<string, unknown> };
  deletedEvent?: { deletedEntity: Record<string, unknown> };
};
const body = (envelope: EventEnvelope): Body => JSON.parse(envelope.data) as Body;
const streamed = (type: string, match: (b: Body) => boolean = () => true) =>
  waitFor(
    stream,
    () => stream.events.map((e) => e.envelope),
    (all) => all.find((e) => e.eventType === type && match(body(e))),
  );

function decodeJwt(
  jwt: string,
  publicKeyPem: string,
): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header, payload, signature] = jwt.split('.');
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey(publicKeyPem),
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('signature does not verify');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>,
  };
}

describe('events', () => {
  it('streams server-sent events to allowed browser origins only', async () => {
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await openStream(`${base()}/_emulator/events`, { origin: 'https://evil.example' });
    foreign.close();
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reports a stock change made by a product update as an inventory event', async () => {
    const bag = await productBySlug(base(), 'canvas-tote-bag');
    await call(base(), 'PATCH', `/stores/v1/products/${bag.id}`, {
      token: ADMIN_KEY,
      body: { product: { stock: { quantity: 7 } } },
    });
    const event = body(
      await streamed(
        'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
        (b) => b.productId === bag.id,
      ),
    );
    expect(event).toMatchObject({
      reason: 'MANUAL',
      variants: [{ oldValue: { quantity: 35 }, newValue: { quantity: 7 } }],
    });
    const updated = body(
      await streamed('wix.stores.catalog.v3.product_updated', (b) => b.entityId === bag.id),
    );
    expect(updated.updatedEvent?.modifiedFields).toHaveProperty('inventory');
  });

  it('sends product events as RS256 webhooks that verify with the public key, and on the stream', async () => {
    const created = await call<{ product: ProductJson }>(base(), 'POST', '/stores/v1/products', {
      token: ADMIN_KEY,
      body: { product: { name: 'Event Kettle', priceData: { price: 30 }, ribbon: 'Fresh' } },
    });
    const id = created.body.product.id;
    const pem = await (await fetch(`${base()}/_emulator/public-key`)).text();
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const jwt = await waitFor(
      receiver,
      () => receiver.bodies,
      (all) => all.find((j) => j.includes('.') && JSON.stringify(decodeJwt(j, pem)).includes(id)),
    );
    const { header, claims } = decodeJwt(jwt, pem);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(typeof claims.data).toBe('string');
    const envelope = JSON.parse(claims.data as string) as EventEnvelope;
    expect(envelope).toMatchObject({
      eventType: 'wix.stores.catalog.v3.product_created',
      instanceId: expect.any(String),
      accountInfo: { siteId: expect.any(String) },
    });
    const event = body(envelope);
    expect(event).toMatchObject({
      entityFqdn: 'wix.stores.catalog.v3.product',
      slug: 'created',
      entityId: id,
    });
    expect(event.createdEvent?.entity).toMatchObject({
      id,
      name: 'Event Kettle',
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      actualPriceRange: { minValue: { amount: '30', formattedAmount: '$30.00' } },
      ribbon: { name: 'Fresh' },
    });
    // The stream carries the same envelope as plain JSON.
    expect(await streamed('wix.stores.catalog.v3.product_created', (b) => b.entityId === id)).toEqual(
      envelope,
    );
    const ribbon = await streamed(
      'wix.stores.catalog.v3.ribbon_created',
      (b) => b.createdEvent?.entity.name === 'Fresh',
    );
    expect(body(ribbon).createdEvent?.entity).toMatchObject({ assignedProductCount: 1 });

    await call(base(), 'PATCH', `/stores/v1/products/${id}`, {
      token: ADMIN_KEY,
      body: { product: { priceData: { price: 35 } } },
    });
    const updated = body(await streamed('wix.stores.catalog.v3.product_updated', (b) => b.entityId === id));
    expect(updated.updatedEvent?.modifiedFields).toHaveProperty('actualPriceRange');
    expect(updated.entityEventSequence).toBe('2');

    await call(base(), 'POST', `/stores/v1/products/${id}/remove-ribbon`, { token: ADMIN_KEY, body: {} });
    await streamed(
      'wix.stores.catalog.v3.ribbon_deleted',
      (b) => b.deletedEvent?.deletedEntity.name === 'Fresh',
    );
    await call(base(), 'DELETE', `/stores/v1/products/${id}`, { token: ADMIN_KEY });
    const deleted = body(await streamed('wix.stores.catalog.v3.product_deleted', (b) => b.entityId === id));
    expect(deleted.deletedEvent?.deletedEntity).toMatchObject({ id, name: 'Event Kettle' });
  });

  it('reports stock changes as inventory events, from the control endpoint and from orders', async () => {
    const tee = await productBySlug(base(), 'organic-cotton-tee');
    const redM = tee.variants.find((v) => v.choices.Size === 'M' && v.choices.Color === 'Red')!;
    const set = await call(base(), 'POST', '/_emulator/stock', {
      body: { productId: tee.id, variantId: redM.id, quantity: 0 },
    });
    expect(set.status).toBe(200);
    const manual = body(
      await streamed(
        'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
        (b) => b.productId === tee.id,
      ),
    );
    expect(manual).toMatchObject({
      productId: tee.id,
      reason: 'MANUAL',
      variants: [
        { id: redM.id, oldValue: { quantity: 2, inStock: true }, newValue: { quantity: 0, inStock: false } },
      ],
    });

    const socks = await productBySlug(base(), 'wool-socks');
    const token = await visitorToken(base());
    await call(base(), 'POST', '/ecom/v1/carts/current/add-to-cart', {
      token,
      body: { lineItems: [lineItem(socks.id, 4)] },
    });
    const { body: co } = await call<{ checkoutId: string }>(
      base(),
      'POST',
      '/ecom/v1/carts/current/create-checkout',
      { token, body: {} },
    );
    await call(base(), 'POST', '/_hosted/checkout/place', {
      headers: { accept: 'application/json' },
      body: { checkoutId: co.checkoutId, email: 'e@example.com' },
    });
    const sold = body(
      await streamed(
        'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
        (b) => b.productId === socks.id,
      ),
    );
    expect(sold).toMatchObject({
      reason: 'ORDER',
      variants: [{ oldValue: { quantity: 60 }, newValue: { quantity: 56 } }],
    });

    const sticker = await productBySlug(base(), 'logo-sticker-pack');
    await call(base(), 'POST', '/_emulator/stock', { body: { productId: sticker.id, quantity: 10 } });
    const tracking = body(
      await streamed(
        'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
        (b) => b.productId === sticker.id,
      ),
    );
    expect(tracking).toMatchObject({ trackInventory: true, fieldMask: 'trackInventory' });

    const bad = await call(base(), 'POST', '/_emulator/stock', { body: { productId: tee.id, quantity: -3 } });
    expect(bad.status).toBe(400);
  });

  it('reports a cart left alone past abandonAfterMs as abandoned, once, and as recovered when it checks out', async () => {
    const mug = await productBySlug(base(), 'classic-white-mug');
    const token = await visitorToken(base());
    const { body: added } = await call<{ cart: { id: string } }>(
      base(),
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        token,
        body: { lineItems: [lineItem(mug.id, 2)] },
      },
    );
    const cartId = added.cart.id;
    const { body: co } = await call<{ checkoutId: string }>(
      base(),
      'POST',
      '/ecom/v1/carts/current/create-checkout',
      { token, body: {} },
    );
    expect(
      (await call<{ abandoned: number }>(base(), 'POST', '/_emulator/abandoned-carts/check')).body.abandoned,
    ).toBe(0);

    await call(base(), 'POST', '/_emulator/clock', { body: { advanceMs: ABANDON_AFTER_MS + 1000 } });
    const abandoned = body(
      await streamed(
        'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent',
        (b) => b.cartId === cartId,
      ),
    );
    expect(abandoned).toMatchObject({
      cartId,
      itemsCount: 2,
      totals: { subtotal: 24, total: 24 },
      checkoutId: co.checkoutId,
      checkoutUrl: expect.stringMatching(
        new RegExp(`^${base()}/_hosted/checkout\\?checkoutId=${co.checkoutId}&redirectSessionId=`),
      ),
      buyerInfo: { visitorId: expect.any(String) },
    });
    expect(
      Date.parse(abandoned.abandonTime as string) - Date.parse(abandoned.creationTime as string),
    ).toBeGreaterThanOrEqual(ABANDON_AFTER_MS);
    await call(base(), 'POST', '/_emulator/abandoned-carts/check');
    const count = stream.events.filter(
      (e) => e.envelope.eventType.endsWith('CartAbandonedEvent') && body(e.envelope).cartId === cartId,
    ).length;
    expect(count).toBe(1);

    await call(base(), 'POST', '/_hosted/checkout/place', {
      headers: { accept: 'application/json' },
      body: { checkoutId: co.checkoutId, email: 'back@example.com' },
    });
    const recovered = body(
      await streamed(
        'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent',
        (b) => b.cartId === cartId,
      ),
    );
    expect(recovered).toMatchObject({
      cartId,
      checkoutId: co.checkoutId,
      abandonedTime: abandoned.abandonTime,
    });
  });

  it('replays missed events to a client reconnecting with Last-Event-ID', async () => {
    const last = stream.events.at(-1)!;
    const earlier = stream.events.at(-3)!;
    const again = await openStream(`${base()}/_emulator/events`, {
      'last-event-id': earlier.id,
      ...controlHeaders(base()),
    });
    try {
      await waitFor(
        again,
        () => again.events,
        (all) => (all.some((e) => e.id === last.id) ? true : undefined),
      );
      expect(again.events.map((e) => e.id)).toEqual(stream.events.slice(-2).map((e) => e.id));
    } finally {
      again.close();
    }
  });
});
