import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, EventError, processWebhook, verifyWebhook } from '../../src/index.ts';
import { createSigner, type Signer } from './support/webhook-signer.ts';

let signer: Signer;
beforeAll(async () => {
  signer = await createSigner();
});

const domain = (change: Record<string, unknown>) => ({
  id: 'evt-1',
  entityFqdn: 'wix.stores.catalog.v3.product',
  slug: 'created',
  entityId: 'p1',
  eventTime: '2026-01-02T03:04:05.000Z',
  ...change,
});

describe('webhook verification (protocol §9.1)', () => {
  it('verifies the RS256 signature and unwraps the double-encoded envelope', async () => {
    const jwt = await signer.webhook(
      EVENT_TYPES.ribbonCreated,
      domain({ createdEvent: { entity: { id: 'r1' } } }),
    );
    const envelope = await verifyWebhook(jwt, signer.publicKeyPem);
    expect(envelope.eventType).toBe('wix.stores.catalog.v3.ribbon_created');
    expect(envelope.instanceId).toBe('inst-1');
    expect(envelope.identity).toEqual({ identityType: 'MEMBER', memberId: 'm-1' });
    expect(envelope.accountInfo).toEqual({ siteId: 'site-1' });
    expect(envelope.body.entityId).toBe('p1');
  });

  it('accepts the key as base64 of the PEM', async () => {
    const jwt = await signer.webhook(EVENT_TYPES.ribbonDeleted, domain({ deletedEvent: {} }));
    const b64 = Buffer.from(signer.publicKeyPem).toString('base64');
    await expect(verifyWebhook(jwt, b64)).resolves.toMatchObject({ eventType: EVENT_TYPES.ribbonDeleted });
  });

  it('rejects a tampered payload, another key, another algorithm and an expired token', async () => {
    const jwt = await signer.webhook(EVENT_TYPES.ribbonCreated, domain({ createdEvent: { entity: {} } }));
    const [h, , s] = jwt.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ data: '{}' })).toString('base64url')}.${s}`;
    await expect(verifyWebhook(forged, signer.publicKeyPem)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    const other = await createSigner();
    await expect(verifyWebhook(jwt, other.publicKeyPem)).rejects.toThrow(
      'The webhook signature is not valid',
    );
    const hs = await signer.sign({ data: '{}' }, { alg: 'HS256' });
    await expect(verifyWebhook(hs, signer.publicKeyPem)).rejects.toThrow('Unexpected JWT algorithm: HS256');
    const expired = await signer.sign({ data: '{}', exp: 1000 });
    await expect(verifyWebhook(expired, signer.publicKeyPem)).rejects.toThrow('expired');
    await expect(verifyWebhook('not-a-jwt', signer.publicKeyPem)).rejects.toBeInstanceOf(EventError);
  });

  it('rejects a JWT whose data claim is not a string', async () => {
    const jwt = await signer.sign({ data: { eventType: 'x' } });
    await expect(verifyWebhook(jwt, signer.publicKeyPem)).rejects.toThrow('Unexpected type of JWT data');
  });
});

describe('typed events and their transforms (protocol §9.3-9.4)', () => {
  it('decodes product created: dates, url, image and video addresses, decimals', async () => {
    const entity = {
      id: 'p1',
      name: 'Shirt',
      createdDate: '2026-01-01T00:00:00.000Z',
      updatedDate: '2026-01-02T00:00:00.000Z',
      url: { relativePath: '/product-page/shirt', url: 'https://shop.example/product-page/shirt' },
      media: {
        main: {
          image: {
            id: 'img1.jpg',
            url: 'https://static.wixstatic.com/media/img1.jpg',
            width: 100,
            height: 80,
          },
        },
        itemsInfo: {
          items: [
            { image: 'wix:image://v1/img2.jpg/back.jpg#originWidth=10&originHeight=20' },
            { video: { id: 'vid1' } },
          ],
        },
      },
      actualPriceRange: { minValue: { amount: '10.50' }, maxValue: { amount: '12' } },
      physicalProperties: { shippingWeightRange: { minValue: '0.5', maxValue: '1.25' } },
    };
    const event = await processWebhook(
      await signer.webhook(EVENT_TYPES.productCreated, domain({ createdEvent: { entity } })),
      signer.publicKeyPem,
    );
    if (event.type !== EVENT_TYPES.productCreated) throw new Error(`unexpected ${event.type}`);
    expect(event.entity.createdDate).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    expect(event.entity.url).toBe('https://shop.example/product-page/shirt');
    expect(event.entity.media?.main?.image).toMatchObject({
      id: 'img1.jpg',
      url: 'https://static.wixstatic.com/media/img1.jpg',
      width: 100,
      height: 80,
    });
    expect(event.entity.media?.itemsInfo?.items?.[0]?.image).toMatchObject({
      url: 'https://static.wixstatic.com/media/img2.jpg',
      altText: 'back.jpg',
    });
    const second = event.entity.media?.itemsInfo?.items?.[1] as { video?: { url?: string } } | undefined;
    expect(second?.video?.url).toBe('https://video.wixstatic.com/video/vid1/file');
    expect(event.entity.actualPriceRange).toEqual({ minValue: { amount: 10.5 }, maxValue: { amount: 12 } });
    expect(event.entity.physicalProperties).toEqual({
      shippingWeightRange: { minValue: 0.5, maxValue: 1.25 },
    });
    expect(event.metadata).toMatchObject({
      id: 'evt-1',
      entityId: 'p1',
      instanceId: 'inst-1',
      eventTime: new Date('2026-01-02T03:04:05.000Z'),
    });
    expect(event.metadata).not.toHaveProperty('createdEvent');
  });

  it("decodes a product's choice linked media and display image to addresses", async () => {
    const image = 'wix:image://v1/sage.jpg/sage.jpg#originWidth=10&originHeight=20';
    const entity = {
      id: 'p1',
      options: [{ choicesSettings: { choices: [{ linkedMedia: [{ image }], displayImage: image }] } }],
    };
    const event = await processWebhook(
      await signer.webhook(EVENT_TYPES.productCreated, domain({ createdEvent: { entity } })),
      signer.publicKeyPem,
    );
    if (event.type !== EVENT_TYPES.productCreated) throw new Error(`unexpected ${event.type}`);
    const choice = event.entity.options?.[0]?.choicesSettings?.choices[0];
    const address = { url: 'https://static.wixstatic.com/media/sage.jpg', altText: 'sage.jpg' };
    expect(choice?.linkedMedia?.[0]?.image).toMatchObject(address);
    expect(choice?.displayImage).toMatchObject(address);
  });

  it('decodes product updated with modifiedFields transformed by flattened path', async () => {
    const jwt = await signer.webhook(
      EVENT_TYPES.productUpdated,
      domain({
        updatedEvent: {
          currentEntity: { id: 'p1', updatedDate: '2026-03-01T00:00:00Z' },
          modifiedFields: { updatedDate: '2026-03-01T00:00:00Z', name: 'New' },
        },
      }),
    );
    const event = await processWebhook(jwt, signer.publicKeyPem);
    if (event.type !== EVENT_TYPES.productUpdated) throw new Error('wrong type');
    expect(event.entity.updatedDate).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(event.modifiedFields).toEqual({ updatedDate: new Date('2026-03-01T00:00:00Z'), name: 'New' });
  });

  it('decodes product deleted with or without the deleted entity', async () => {
    const withEntity = await processWebhook(
      await signer.webhook(
        EVENT_TYPES.productDeleted,
        domain({ deletedEvent: { deletedEntity: { id: 'p1' } } }),
      ),
      signer.publicKeyPem,
    );
    expect(withEntity).toMatchObject({ type: EVENT_TYPES.productDeleted, entity: { id: 'p1' } });
    const bare = await processWebhook(
      await signer.webhook(EVENT_TYPES.productDeleted, domain({ deletedEvent: {} })),
      signer.publicKeyPem,
    );
    expect(bare).not.toHaveProperty('entity');
  });

  it('decodes ribbon events with Date fields', async () => {
    const event = await processWebhook(
      await signer.webhook(
        EVENT_TYPES.ribbonUpdated,
        domain({
          updatedEvent: { currentEntity: { id: 'r1', name: 'Sale', createdDate: '2026-01-01T00:00:00Z' } },
        }),
      ),
      signer.publicKeyPem,
    );
    expect(event).toMatchObject({
      type: EVENT_TYPES.ribbonUpdated,
      entity: { name: 'Sale', createdDate: new Date('2026-01-01T00:00:00Z') },
    });
  });

  it('decodes cart abandoned and recovered (legacy events): times to Dates, totals to numbers', async () => {
    const abandoned = await processWebhook(
      await signer.webhook(EVENT_TYPES.cartAbandoned, {
        cartId: 'c1',
        creationTime: '2026-01-01T00:00:00Z',
        abandonTime: '2026-01-01T01:00:00Z',
        itemsCount: 2,
        totals: { subtotal: '20.00', total: '18.5' },
        checkoutUrl: 'https://x/checkout',
      }),
      signer.publicKeyPem,
    );
    expect(abandoned).toMatchObject({
      type: EVENT_TYPES.cartAbandoned,
      data: {
        cartId: 'c1',
        abandonTime: new Date('2026-01-01T01:00:00Z'),
        totals: { subtotal: 20, total: 18.5 },
      },
      metadata: { instanceId: 'inst-1' },
    });
    const recovered = await processWebhook(
      await signer.webhook(EVENT_TYPES.cartRecovered, {
        cartId: 'c1',
        recoveredTime: '2026-01-02T00:00:00Z',
        abandonedTime: '',
      }),
      signer.publicKeyPem,
    );
    if (recovered.type !== EVENT_TYPES.cartRecovered) throw new Error('wrong type');
    expect(recovered.data.recoveredTime).toEqual(new Date('2026-01-02T00:00:00Z'));
    expect(recovered.data).not.toHaveProperty('abandonedTime');
  });

  it('decodes inventory events: fieldMask to an array, updatedDate to a Date', async () => {
    const item = await processWebhook(
      await signer.webhook(EVENT_TYPES.inventoryItemChanged, {
        inventoryItemId: 'i1',
        productId: 'p1',
        fieldMask: 'trackInventory,variants',
        updatedDate: '2026-01-05T00:00:00Z',
      }),
      signer.publicKeyPem,
    );
    expect(item).toMatchObject({
      data: { fieldMask: ['trackInventory', 'variants'], updatedDate: new Date('2026-01-05T00:00:00Z') },
    });
    const variants = await processWebhook(
      await signer.webhook(EVENT_TYPES.inventoryVariantsChanged, {
        inventoryItemId: 'i1',
        variants: [{ id: 'v1', oldValue: { quantity: 3 }, newValue: { quantity: 2 } }],
        reason: 'ORDER',
      }),
      signer.publicKeyPem,
    );
    expect(variants).toMatchObject({ type: EVENT_TYPES.inventoryVariantsChanged, data: { reason: 'ORDER' } });
  });

  it('rejects an event type it does not handle with a typed error', async () => {
    const jwt = await signer.webhook('wix.ecom.v1.subscription_contract_created', { id: 's1' });
    const error = await processWebhook(jwt, signer.publicKeyPem).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EventError);
    expect(error).toMatchObject({ code: 'UNKNOWN_EVENT_TYPE' });
    expect((error as Error).message).toMatch(
      /^Unexpected event type: wix\.ecom\.v1\.subscription_contract_created\. Expected one of: /,
    );
  });
});
