// Our V3 product read and the official SDK's (`productsV3` of @wix/stores, unchanged) agree on what the
// platform sends beyond price and stock: info sections, a choice's linked media, the variant count and the
// preorder status, read from the same emulator with the same fields.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { productsV3 } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../client/support/client.ts';
import { usePlatform } from '../support/platform.ts';
import { type FetchRedirect, redirectFetchTo } from '../support/sdk-fetch.ts';

const FIELDS = ['INFO_SECTION', 'INFO_SECTION_PLAIN_DESCRIPTION'] as const;

describe('a V3 product: ours and the SDK read the same', () => {
  const platform = usePlatform();
  let redirect: FetchRedirect;
  beforeAll(() => {
    redirect = redirectFetchTo(platform.current.url);
  });
  afterAll(() => redirect.restore());

  const both = async (slug: string) => {
    const sdk = createClient({ auth: OAuthStrategy({ clientId: 'demo' }), modules: { productsV3 } });
    const theirs = (await sdk.productsV3.getProductBySlug(slug, { fields: [...FIELDS] })).product;
    const ours = (
      await emulatorClient(platform.current.url).client.catalogV3.getProductBySlug(slug, {
        fields: [...FIELDS],
      })
    ).product;
    if (!theirs) throw new Error(`the SDK found no ${slug}`);
    return { theirs, ours };
  };

  it('info sections, linked media and the variant count', async () => {
    const { theirs, ours } = await both('two-tone-latte-mug');
    expect(ours.infoSections?.map((s) => [s.id, s.uniqueName, s.title, s.plainDescription])).toEqual(
      theirs.infoSections?.map((s) => [s._id, s.uniqueName, s.title, s.plainDescription]),
    );
    expect(ours.infoSections).toHaveLength(2);
    expect(ours.variantSummary?.variantCount).toBe(theirs.variantSummary?.variantCount);
    // The SDK makes each linked image a wix:image:// string naming the media id; ours keeps the object.
    const linked = (choices: Array<{ linkedMedia?: Array<{ image?: unknown }> }> | undefined) =>
      choices?.map((c) => c.linkedMedia?.length);
    expect(linked(ours.options?.[0]?.choicesSettings?.choices)).toEqual([1, 1, 1]);
    expect(linked(ours.options?.[0]?.choicesSettings?.choices)).toEqual(
      linked(theirs.options?.[0]?.choicesSettings?.choices),
    );
    ours.options?.[0]?.choicesSettings?.choices.forEach((choice, i) => {
      const image = theirs.options?.[0]?.choicesSettings?.choices?.[i]?.linkedMedia?.[0]?.image;
      expect(image).toMatch(new RegExp(`^wix:image://v1/${choice.linkedMedia?.[0]?.image?.id}/`));
    });
  });

  it('the preorder status of a product out of stock', async () => {
    const { theirs, ours } = await both('ocean-waves-poster');
    expect(ours.inventory).toEqual(theirs.inventory);
    expect(ours.inventory?.preorderStatus).toBe('ENABLED');
  });
});
