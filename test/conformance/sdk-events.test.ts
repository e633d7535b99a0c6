// The official SDK, unchanged, verifies and dispatches the emulator's signed webhooks with the emulator's
// public key (protocol §9): AppStrategy({appId, publicKey}) + client.webhooks.process(jwt).
import { AppStrategy, createClient } from '@wix/sdk';
import { abandonedCarts, inventory, productsV3, ribbonsV3 } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../../demo/platform/index.ts';
import { startReceiver, type WebhookReceiver, waitFor } from '../platform/events/receivers.ts';
import { emulatorFetch, startTestPlatform } from '../support/platform.ts';

let receiver: WebhookReceiver;
let running: RunningPlatform;
const ABANDON_AFTER_MS = 30_000;
beforeAll(async () => {
  receiver = await startReceiver();
  // Products are written through Catalog V1's merchant API here, so the site runs V1.
  running = await startTestPlatform({
    config: { webhookUrls: [receiver.url], abandonAfterMs: ABANDON_AFTER_MS, catalogVersion: 'V1_CATALOG' },
  });
});
afterAll(async () => {
  await running.close();
  await receiver.close();
});

async function post<T>(path: string, body: unknown, authorization?: string): Promise<T> {
  const res = await emulatorFetch(running.url, path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

describe('official SDK: webhooks', () => {
  it('verifies and dispatches product, ribbon, inventory and abandoned-cart events', async () => {
    const publicKey = await (await fetch(`${running.url}/_emulator/public-key`)).text();
    const sdk = createClient({
      auth: AppStrategy({ appId: 'dropcart-demo-app', publicKey }),
      modules: { productsV3, ribbonsV3, inventory, abandonedCarts },
    });
    const seen: Record<string, unknown[]> = {};
    const record = (name: string) => (event: unknown) => {
      seen[name] = [...(seen[name] ?? []), event];
    };
    sdk.productsV3.onProductCreated(record('productCreated'));
    sdk.productsV3.onProductUpdated(record('productUpdated'));
    sdk.productsV3.onProductDeleted(record('productDeleted'));
    sdk.ribbonsV3.onRibbonCreated(record('ribbonCreated'));
    sdk.ribbonsV3.onRibbonUpdated(record('ribbonUpdated'));
    sdk.ribbonsV3.onRibbonDeleted(record('ribbonDeleted'));
    sdk.inventory.onInventoryItemChanged(record('inventoryItem'));
    sdk.inventory.onInventoryVariantsChanged(record('inventoryVariants'));
    sdk.abandonedCarts.onAbandonedCartCartAbandonedEvent(record('abandoned'));
    sdk.abandonedCarts.onAbandonedCartCartRecoveredEvent(record('recovered'));

    // Product and ribbon: a merchant creates a product with a new ribbon.
    const { product } = await post<{ product: { id: string } }>(
      '/stores/v1/products',
      {
        product: {
          name: 'Webhook Jug',
          priceData: { price: 20 },
          ribbon: 'Just in',
          stock: { trackInventory: true, quantity: 4 },
        },
      },
      'demo-admin-key',
    );
    // Inventory: sell it out through the control endpoint.
    await post('/_emulator/stock', { productId: product.id, quantity: 0 });
    // Abandoned and recovered cart: a visitor's cart sits idle past the limit, then checks out.
    const { access_token: token } = await post<{ access_token: string }>('/oauth2/token', {
      grantType: 'anonymous',
      clientId: 'demo',
    });
    const mug = (
      await post<{ products: Array<{ id: string }> }>(
        '/stores-reader/v1/products/query-platformized',
        { query: { filter: { slug: 'classic-white-mug' } } },
        token,
      )
    ).products[0]!;
    const { cart } = await post<{ cart: { id: string } }>(
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          {
            catalogReference: { catalogItemId: mug.id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
            quantity: 1,
          },
        ],
      },
      token,
    );
    const { checkoutId } = await post<{ checkoutId: string }>(
      '/ecom/v1/carts/current/create-checkout',
      { channelType: 'WEB' },
      token,
    );
    running.advanceClock(ABANDON_AFTER_MS + 1);
    await post('/_emulator/abandoned-carts/check', {});
    await post('/_hosted/checkout/place', { checkoutId, email: 'sdk-events@example.com' });

    // Wait until every kind of event has arrived (the JWT payload is readable without the key).
    const typeOf = (jwt: string) =>
      (
        JSON.parse(JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).data) as {
          eventType: string;
        }
      ).eventType;
    const wanted = [
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.ribbon_created',
      'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
      'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent',
      'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent',
    ];
    await waitFor(
      receiver,
      () => receiver.bodies,
      (all) => (wanted.every((t) => all.map(typeOf).includes(t)) ? true : undefined),
    );
    for (const jwt of receiver.bodies) await sdk.webhooks.process(jwt);
    expect(receiver.contentTypes.every((t) => t.startsWith('text/plain'))).toBe(true);

    type Created = {
      entity: { _id: string; _createdDate: Date; media: { main?: { image: string } }; name: string };
      metadata: { eventTime: Date; entityId: string };
    };
    const created = (seen.productCreated as Created[]).find((e) => e.entity._id === product.id)!;
    expect(created.entity.name).toBe('Webhook Jug');
    expect(created.entity._createdDate).toBeInstanceOf(Date);
    expect(created.metadata.eventTime).toBeInstanceOf(Date);
    expect(created.metadata.entityId).toBe(product.id);

    type RibbonCreated = { entity: { name: string; _createdDate: Date } };
    const ribbon = (seen.ribbonCreated as RibbonCreated[]).find((e) => e.entity.name === 'Just in')!;
    expect(ribbon.entity._createdDate).toBeInstanceOf(Date);

    type Variants = {
      data: {
        productId: string;
        reason: string;
        _updatedDate?: Date;
        updatedDate?: Date;
        variants: Array<{ newValue: { quantity: number; inStock: boolean } }>;
      };
    };
    const soldOut = (seen.inventoryVariants as Variants[]).find((e) => e.data.productId === product.id)!;
    expect(soldOut.data.reason).toBe('MANUAL');
    expect(soldOut.data.variants[0]?.newValue).toMatchObject({ quantity: 0, inStock: false });

    type Abandoned = {
      data: {
        cartId: string;
        abandonTime: Date;
        creationTime: Date;
        itemsCount: number;
        totals: { subtotal: number };
      };
    };
    const abandoned = (seen.abandoned as Abandoned[]).find((e) => e.data.cartId === cart.id)!;
    expect(abandoned.data.abandonTime).toBeInstanceOf(Date);
    expect(abandoned.data.creationTime).toBeInstanceOf(Date);
    expect(abandoned.data).toMatchObject({ itemsCount: 1, totals: { subtotal: 12 } });

    type Recovered = { data: { cartId: string; recoveredTime: Date; checkoutId: string } };
    const recovered = (seen.recovered as Recovered[]).find((e) => e.data.cartId === cart.id)!;
    expect(recovered.data.recoveredTime).toBeInstanceOf(Date);
    expect(recovered.data.checkoutId).toBe(checkoutId);
  });

  it('rejects a webhook signed with another key', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    const sdk = createClient({
      auth: AppStrategy({ appId: 'dropcart-demo-app', publicKey: other }),
      modules: { productsV3 },
    });
    const jwt = receiver.bodies[0]!;
    await expect(sdk.webhooks.process(jwt)).rejects.toThrow();
  });
});
