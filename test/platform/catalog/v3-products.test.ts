// Catalog V3 product reads on a V3 site (the default): get by id and by slug, the product shape as a
// projection of the stored product, and the requested `fields` (platform-2026.md §3.1–§3.3).
import { beforeAll, describe, expect, it } from 'vitest';
import { v3DefaultVariantId } from '../../../demo/platform/catalog/ids.ts';
import { usePlatform } from '../../support/platform.ts';
import {
  ADMIN_KEY,
  appError,
  call,
  type ProductJson,
  productBySlug,
  violations,
  visitorToken,
} from './api.ts';
import { getProduct3, P3, type ProductJson3, queryProducts3 } from './v3-api.ts';

const platform = usePlatform();
const base = () => platform.current.url;
let token: string;
let tee: ProductJson;
beforeAll(async () => {
  token = await visitorToken(base());
  tee = await productBySlug(base(), 'organic-cotton-tee');
});

const product = async (slug: string, fields: string[] = [], auth = token): Promise<ProductJson3> => {
  const id = (await productBySlug(base(), slug)).id;
  const answer = await getProduct3(base(), auth, id, fields);
  expect(answer.status).toBe(200);
  return answer.body.product;
};

describe('a V3 product', () => {
  it('is the stored product projected: options with ids and keys, a variant per combination with the V1 ids, decimal prices, inventory, media', async () => {
    const p = await product('organic-cotton-tee');
    expect(p).toMatchObject({
      id: tee.id,
      name: 'Organic Cotton Tee',
      slug: 'organic-cotton-tee',
      revision: '1',
      visible: true,
      productType: 'PHYSICAL',
      createdDate: tee.createdDate,
      actualPriceRange: { minValue: { amount: '25' }, maxValue: { amount: '25' } },
      inventory: {
        availabilityStatus: 'PARTIALLY_OUT_OF_STOCK',
        preorderStatus: 'DISABLED',
        preorderAvailability: 'NO_VARIANTS',
      },
      brand: { id: expect.any(String), name: 'Dropcart Goods' },
      additionalRibbons: [],
      modifiers: [],
      infoSections: [],
      variantSummary: { variantCount: 12 },
      media: {
        main: {
          id: 'organic-cotton-tee.svg',
          url: `${base()}/_media/organic-cotton-tee.svg`,
          mediaType: 'IMAGE',
          uploadId: expect.any(String),
          image: { url: `${base()}/_media/organic-cotton-tee.svg`, width: 800, height: 800 },
        },
      },
    });
    expect('compareAtPriceRange' in p).toBe(false);
    const [size, color] = p.options ?? [];
    expect([size?.name, size?.key, size?.optionRenderType]).toEqual(['Size', 'Size', 'TEXT_CHOICES']);
    expect(
      size?.choicesSettings?.choices?.map((c) => [c.name, c.key, c.choiceType, 'colorCode' in c]),
    ).toEqual([
      ['S', 'S', 'CHOICE_TEXT', false],
      ['M', 'M', 'CHOICE_TEXT', false],
      ['L', 'L', 'CHOICE_TEXT', false],
      ['XL', 'XL', 'CHOICE_TEXT', false],
    ]);
    expect([color?.name, color?.optionRenderType]).toEqual(['Color', 'SWATCH_CHOICES']);
    expect(
      color?.choicesSettings?.choices?.map((c) => [c.name, c.choiceType, c.colorCode, c.inStock, c.visible]),
    ).toEqual([
      ['Black', 'ONE_COLOR', '#111111', true, true],
      ['White', 'ONE_COLOR', '#f5f5f5', true, true],
      ['Red', 'ONE_COLOR', '#c0392b', true, true],
    ]);

    const variants = p.variantsInfo?.variants ?? [];
    expect(variants.map((v) => v.id).sort()).toEqual(tee.variants.map((v) => v.id).sort());
    const optionIds = new Map((p.options ?? []).map((o) => [o.id, o]));
    for (const v of variants) {
      expect(v.choices).toHaveLength(2);
      for (const c of v.choices ?? []) {
        const option = optionIds.get(c.optionChoiceIds?.optionId);
        expect(
          option?.choicesSettings?.choices?.some((x) => x.choiceId === c.optionChoiceIds?.choiceId),
        ).toBe(true);
      }
    }
    const choiceId = (option: number, name: string) =>
      p.options?.[option]?.choicesSettings?.choices?.find((c) => c.name === name)?.choiceId;
    const redS = variants.find((v) =>
      v.choices?.every((c) => [choiceId(0, 'S'), choiceId(1, 'Red')].includes(c.optionChoiceIds?.choiceId)),
    );
    expect(redS?.id).toBe(tee.variants.find((v) => v.choices.Size === 'S' && v.choices.Color === 'Red')!.id);
    expect(redS).toMatchObject({
      visible: true,
      sku: 'DC-014',
      price: { actualPrice: { amount: '25' } },
      inventoryStatus: { inStock: false, preorderEnabled: false },
      physicalProperties: { weight: 0.2 },
      media: { id: 'organic-cotton-tee--red.svg' },
    });
    expect('compareAtPrice' in (redS?.price ?? {})).toBe(false);

    // Nothing that must be asked for is sent unasked.
    const text = JSON.stringify(p);
    for (const absent of [
      'formattedAmount',
      'currency',
      '"url":{',
      'plainDescription',
      'itemsInfo',
      'optionChoiceNames',
    ])
      expect(text).not.toContain(absent);
    expect('description' in p).toBe(false);
    // Option and choice ids are the same on every read.
    expect((await product('organic-cotton-tee')).options).toEqual(p.options);
  });

  it('sends what `fields` asks for: currency and formatted amounts, URL, rich and HTML description, media items, choice names', async () => {
    const p = await product('organic-cotton-tee', [
      'CURRENCY',
      'URL',
      'DESCRIPTION',
      'PLAIN_DESCRIPTION',
      'MEDIA_ITEMS_INFO',
      'VARIANT_OPTION_CHOICE_NAMES',
    ]);
    expect(p.currency).toBe('USD');
    expect(p.actualPriceRange?.minValue).toEqual({ amount: '25', formattedAmount: '$25.00' });
    expect(p.variantsInfo?.variants?.[0]?.price?.actualPrice).toEqual({
      amount: '25',
      formattedAmount: '$25.00',
    });
    expect(p.url).toEqual({
      relativePath: '/product-page/organic-cotton-tee',
      url: `${base()}/product-page/organic-cotton-tee`,
    });
    expect(p.media?.itemsInfo?.items?.map((m) => m.id)).toEqual([
      'organic-cotton-tee.svg',
      'organic-cotton-tee--black.svg',
      'organic-cotton-tee--white.svg',
      'organic-cotton-tee--red.svg',
    ]);
    const black = p.variantsInfo?.variants?.find((v) =>
      v.choices?.some((c) => c.optionChoiceNames?.choiceName === 'Black'),
    );
    expect(black?.choices?.map((c) => c.optionChoiceNames)).toEqual([
      { optionName: 'Size', choiceName: 'S', renderType: 'TEXT_CHOICES' },
      { optionName: 'Color', choiceName: 'Black', renderType: 'SWATCH_CHOICES' },
    ]);

    const nodes = p.description?.nodes ?? [];
    expect(nodes.map((n) => n.type)).toEqual(['HEADING', 'PARAGRAPH', 'BULLETED_LIST', 'PARAGRAPH']);
    expect(nodes[0]).toMatchObject({
      headingData: { level: 3 },
      nodes: [{ type: 'TEXT', textData: { text: 'Made to last', decorations: [] } }],
    });
    const texts = (n: (typeof nodes)[number]) =>
      (n.nodes ?? []).map((t) => [t.textData?.text, (t.textData?.decorations ?? []).map((d) => d.type)]);
    expect(texts(nodes[1]!)).toEqual([
      ['A ', []],
      ['heavyweight', ['BOLD']],
      [' tee in ', []],
      ['organic', ['ITALIC']],
      [' cotton, printed with the Dropcart logo.', []],
    ]);
    const items = nodes[2]?.nodes ?? [];
    expect(items.map((i) => [i.type, i.nodes?.[0]?.type])).toEqual([
      ['LIST_ITEM', 'PARAGRAPH'],
      ['LIST_ITEM', 'PARAGRAPH'],
      ['LIST_ITEM', 'PARAGRAPH'],
    ]);
    const link = nodes[3]?.nodes?.find((t) => t.textData?.text === 'size guide');
    expect(link?.textData?.decorations?.[0]).toMatchObject({
      type: 'LINK',
      linkData: { link: { url: 'https://example.com/size-guide' } },
    });
    expect(nodes.every((n) => typeof n.id === 'string' && n.id.length > 0)).toBe(true);
    expect(p.plainDescription).toBe(
      '<h3>Made to last</h3><p>A <strong>heavyweight</strong> tee in <em>organic</em> cotton, printed with the Dropcart logo.</p>' +
        '<ul><li><p>180 gsm combed cotton</p></li><li><p>Pre-shrunk, <strong>relaxed</strong> fit</p></li>' +
        '<li><p>Printed with water-based inks</p></li></ul>' +
        '<p>Between sizes? See the <a href="https://example.com/size-guide">size guide</a>.</p>',
    );
    const plain = await product('classic-white-mug', ['DESCRIPTION']);
    expect(plain.description?.nodes?.map((n) => [n.type, n.nodes?.map((t) => t.textData?.text)])).toEqual([
      ['PARAGRAPH', ['A 330 ml stoneware mug with a glossy white glaze. Dishwasher safe.']],
    ]);
  });

  it('refuses unknown fields, and merchant data to visitors', async () => {
    const unknown = await getProduct3(base(), token, tee.id, ['CURRENCY', 'EVERYTHING']);
    expect(unknown.status).toBe(400);
    expect(violations(unknown).map((v) => [v.field, v.violatedRule])).toEqual([
      ['fields[1]', 'INVALID_ENUM_VALUE'],
    ]);
    // MIN_PRICE_VARIANT exists for lists only (SingleEntityOpsRequestedFields lacks it).
    expect((await getProduct3(base(), token, tee.id, ['MIN_PRICE_VARIANT'])).status).toBe(400);
    const visitor = await getProduct3(base(), token, tee.id, ['MERCHANT_DATA']);
    expect([visitor.status, appError(visitor).code]).toEqual([403, 'NO_PERMISSION_TO_READ_MERCHANT_DATA']);
    const merchant = await product('organic-cotton-tee', ['MERCHANT_DATA'], ADMIN_KEY);
    expect(merchant.costRange).toEqual({ minValue: { amount: '9' }, maxValue: { amount: '9' } });
    expect(merchant.variantsInfo?.variants?.[0]?.revenueDetails).toEqual({
      cost: { amount: '9' },
      profit: { amount: '16' },
      profitMargin: 0.64,
    });
  });

  it('gives a product without options one default variant with its own GUID, and compare-at prices only where a discount applies', async () => {
    const tumbler = await product('sunrise-travel-tumbler', ['CURRENCY']);
    const [only, ...more] = tumbler.variantsInfo?.variants ?? [];
    expect(more).toEqual([]);
    expect(only?.id).toBe(v3DefaultVariantId(tumbler.id!));
    expect(only?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(only).toMatchObject({
      choices: [],
      visible: true,
      price: {
        actualPrice: { amount: '21', formattedAmount: '$21.00' },
        compareAtPrice: { amount: '28', formattedAmount: '$28.00' },
      },
      inventoryStatus: { inStock: true, preorderEnabled: false },
    });
    expect(tumbler).toMatchObject({
      options: [],
      actualPriceRange: { minValue: { amount: '21' }, maxValue: { amount: '21' } },
      compareAtPriceRange: { minValue: { amount: '28' }, maxValue: { amount: '28' } },
      ribbon: { id: expect.any(String), name: 'Sale' },
      variantSummary: { variantCount: 1 },
    });
    const cup = await product('midnight-espresso-cup');
    expect(cup.actualPriceRange?.minValue?.amount).toBe('9.5');
    const managed = await product('abstract-shapes-print');
    expect(managed.actualPriceRange).toEqual({ minValue: { amount: '35' }, maxValue: { amount: '49' } });
  });

  it('turns V1 custom text fields into FREE_TEXT modifiers', async () => {
    const keychain = await product('leather-keychain');
    expect(keychain.modifiers).toEqual([
      {
        id: expect.any(String),
        name: 'Initials to emboss',
        key: 'Initials to emboss',
        modifierRenderType: 'FREE_TEXT',
        mandatory: false,
        toBeRemovedMandatory: false,
        freeTextSettings: {
          title: 'Initials to emboss',
          key: 'Initials to emboss',
          minCharCount: 0,
          maxCharCount: 3,
        },
      },
    ]);
  });

  it('is found by slug with its variants, ignoring path parameters repeated in the query', async () => {
    const bySlug = await call<{ product: ProductJson3 }>(
      base(),
      'GET',
      `${P3}/slug/organic-cotton-tee?slug=classic-white-mug&fields=CURRENCY`,
      { token },
    );
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.product).toMatchObject({
      id: tee.id,
      currency: 'USD',
      variantSummary: { variantCount: 12 },
    });
    expect(bySlug.body.product.variantsInfo?.variants).toHaveLength(12);
    const mug = await productBySlug(base(), 'classic-white-mug');
    const byId = await call<{ product: ProductJson3 }>(base(), 'GET', `${P3}/${tee.id}?productId=${mug.id}`, {
      token,
    });
    expect(byId.body.product.id).toBe(tee.id);
  });

  it('is not found when unknown, and when hidden unless the merchant asks; needs a token', async () => {
    const unknownSlug = await call(base(), 'GET', `${P3}/slug/no-such-thing`, { token });
    expect([unknownSlug.status, appError(unknownSlug).code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const unknownId = await getProduct3(base(), token, 'no-such-id');
    expect(unknownId.status).toBe(404);
    const hidden = await productBySlug(base(), 'hidden-draft-product');
    expect((await getProduct3(base(), token, hidden.id)).status).toBe(404);
    expect((await call(base(), 'GET', `${P3}/slug/hidden-draft-product`, { token })).status).toBe(404);
    const merchant = await getProduct3(base(), ADMIN_KEY, hidden.id);
    expect([merchant.status, merchant.body.product.visible]).toEqual([200, false]);
    const anonymous = await call(base(), 'GET', `${P3}/${tee.id}`);
    expect([anonymous.status, appError(anonymous).code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('is sent without variants by a query, which takes the GET ?.r= form and the POST fallback alike', async () => {
    const body = { query: { filter: { slug: 'organic-cotton-tee' } }, fields: ['CURRENCY'] };
    const viaGet = await queryProducts3(base(), token, body);
    const viaPost = await call(base(), 'POST', `${P3}/query`, { token, body });
    expect(viaGet.status).toBe(200);
    expect(viaPost.body).toEqual(viaGet.body);
    const [listed] = viaGet.body.products;
    expect(listed?.id).toBe(tee.id);
    expect(listed && 'variantsInfo' in listed).toBe(false);
    expect(listed?.variantSummary?.variantCount).toBe(12);
  });
});
