// The official SDK, unchanged, buys a seeded Catalog V3 product with a mandatory choice modifier from the
// emulator (issue 25): it reads the modifier's key and its choice's key from `productsV3`, is refused without
// them, and adds with `options.options {modifierKey: choiceKey}`, the line keeping the choice. Our client's
// add of the same selection sends the very request the SDK sent.
import { currentCartV2 } from '@wix/ecom';
import { createClient as createSdkClient, OAuthStrategy } from '@wix/sdk';
import { productsV3 } from '@wix/stores';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../demo/platform/catalog/store.ts';
import { createClient } from '../../src/index.ts';
import { recordingFetch } from '../client/support/client.ts';
import { usePlatform } from '../support/platform.ts';
import { redirectFetchTo } from '../support/sdk-fetch.ts';

const platform = usePlatform({ config: { catalogVersion: 'V3_CATALOG' } });
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const ADD = '/ecom/v2/carts/current/add-line-items';
const seededId = (slug: string) =>
  catalog(platform.current.platform).products.find((p) => p.slug === slug)?.id ?? '';

interface SdkError {
  status: number;
  details: { validationError?: { fieldViolations: Array<{ field: string }> } };
}

describe('official SDK: a product with a mandatory choice modifier', () => {
  it('is refused without the modifier and added with options.options {modifierKey: choiceKey}; our add is the same request', async () => {
    const redirect = redirectFetchTo(platform.current.url);
    const sdk = createSdkClient({
      modules: { currentCartV2, productsV3 },
      auth: OAuthStrategy({ clientId: 'demo' }),
    });
    let added: Awaited<ReturnType<typeof sdk.currentCartV2.addLineItemsToCurrentCart>>;
    try {
      const product = await sdk.productsV3.getProduct(seededId('house-blend-coffee'), { fields: [] });
      const grind = product.modifiers?.find((m) => m.mandatory && m.modifierRenderType === 'TEXT_CHOICES');
      const espresso = grind?.choicesSettings?.choices?.find((c) => c.name === 'Espresso');
      const variantId = product.variantsInfo?.variants?.[0]?._id ?? '';
      expect([grind?.name, grind?.key, espresso?.key]).toEqual(['Grind', 'Grind', 'Espresso']);
      const reference = { catalogItemId: product._id ?? '', appId: STORES_APP_ID };

      const refused = await sdk.currentCartV2
        .addLineItemsToCurrentCart({
          catalogItems: [{ catalogReference: { ...reference, options: { variantId } }, quantity: 1 }],
        })
        .then(
          () => undefined,
          (error: unknown) => error as SdkError,
        );
      expect(refused?.status).toBe(400);
      // The SDK names the field as its own argument (`options.…`), as for every field violation.
      expect(refused?.details.validationError?.fieldViolations.map((v) => v.field)).toEqual([
        'options.catalogItems[0].catalogReference.options.options.Grind',
      ]);

      added = await sdk.currentCartV2.addLineItemsToCurrentCart({
        catalogItems: [
          {
            catalogReference: {
              ...reference,
              options: { variantId, options: { [grind?.key ?? '']: espresso?.key ?? '' } },
            },
            quantity: 1,
          },
        ],
      });
    } finally {
      redirect.restore();
    }
    const line = added.cart?.lineItems?.[0];
    expect(line?.source?.catalogReference?.options).toEqual({
      variantId: expect.any(String),
      options: { Grind: 'Espresso' },
    });
    expect(line?.attributes?.descriptionLines?.map((d) => [d.name?.original, d.plainText?.original])).toEqual(
      [['Grind', 'Espresso']],
    );

    // Our client, for the same selection, sends what the SDK sent for its successful add.
    const recorder = recordingFetch(globalThis.fetch);
    const client = createClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      platform: { fetch: recorder.fetch },
    });
    const coffee = await client.products.get(seededId('house-blend-coffee'));
    if (!coffee) throw new Error('the seeded coffee is missing');
    const catalogReference = client.products.catalogReference(coffee, { modifiers: { Grind: 'Espresso' } });
    const { cart } = await client.cart.add({ lineItems: [{ catalogReference, quantity: 1 }] });
    expect(cart.lines.map((l) => l.details)).toEqual([[{ name: 'Grind', value: 'Espresso' }]]);
    const body = (requests: Array<{ path: string; body: unknown }>) =>
      requests.filter((r) => r.path === ADD).map((r) => r.body);
    expect(body(recorder.requests)).toEqual(body(redirect.requests).slice(-1));
  });
});
