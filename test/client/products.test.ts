// client.products against a Catalog V3 site and a Catalog V1 site over HTTP: the version asked once per
// client id, the one ProductSummary from either generation, the 428 switch, and what goes into the cart.
import { describe, expect, it } from 'vitest';
import { createStoreClient, memoryTokenStorage, type ProductSummary } from '../../src/index.ts';
import { useScriptedServer } from '../reliability/support/scripted-server.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';
import { storageWindow } from './support/storage-window.ts';

const v3Site = usePlatform(); // stores created today run Catalog V3
const v1Site = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const scripted = useScriptedServer();
const VERSION = '/stores/v3/provision/version';

function shopper(url: string, window?: Window, catalogVersion?: 'V1_CATALOG' | 'V3_CATALOG') {
  const { client, requests } = emulatorClient(url, {
    platform: { window },
    ...(catalogVersion ? { catalogVersion } : {}),
  });
  const reads = () =>
    requests
      .filter((r) => r.path.startsWith('/stores'))
      .map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}`);
  return { client, requests, reads };
}

async function bySlug(url: string, slug: string): Promise<ProductSummary> {
  const summary = await shopper(url).client.products.getBySlug(slug);
  if (!summary) throw new Error(`no seeded ${slug}`);
  return summary;
}

describe('the site catalog, asked once per client id', () => {
  it('asks the version endpoint once for concurrent reads, and keeps the answer in localStorage for later page loads', async () => {
    const window = storageWindow();
    const s = shopper(v3Site.current.url, window);
    const [version] = await Promise.all([
      s.client.products.version(),
      s.client.products.getBySlug('classic-white-mug'),
      s.client.products.version(),
    ]);
    expect(version).toBe('V3_CATALOG');
    expect(s.reads().filter((r) => r === `GET ${VERSION}`)).toHaveLength(1);
    expect(window.localStorage.getItem('dropcart.catalogVersion.demo')).toBe('V3_CATALOG');

    const again = shopper(v3Site.current.url, window);
    await again.client.products.getBySlug('classic-white-mug');
    expect(again.reads()).toEqual(['GET /stores/v3/products/slug/classic-white-mug']);
  });

  it('answers V1_CATALOG on a V1 site, and reads the V1 catalog there', async () => {
    const s = shopper(v1Site.current.url);
    expect(await s.client.products.version()).toBe('V1_CATALOG');
    const mug = await s.client.products.getBySlug('classic-white-mug');
    expect(mug?.catalog).toBe('V1_CATALOG');
    expect(s.reads()).toEqual([`GET ${VERSION}`, 'GET /stores-reader/v1/products/query-platformized']);
  });

  it('switches generation on the 428 that names the site catalog, repeats the read and remembers it', async () => {
    for (const [site, wrong, right] of [
      [v3Site, 'V1_CATALOG', 'V3_CATALOG'],
      [v1Site, 'V3_CATALOG', 'V1_CATALOG'],
    ] as const) {
      const window = storageWindow();
      window.localStorage.setItem('dropcart.catalogVersion.demo', wrong); // stale, or another site's
      const mugId = (await bySlug(site.current.url, 'classic-white-mug')).id;
      const s = shopper(site.current.url, window);
      const mug = await s.client.products.get(mugId);
      expect(mug).toMatchObject({ catalog: right, name: 'Classic White Mug' });
      expect(s.reads()).toEqual(
        right === 'V3_CATALOG'
          ? ['GET /stores-reader/v1/products/:id', 'GET /stores/v3/products/:id']
          : ['GET /stores/v3/products/:id', 'GET /stores-reader/v1/products/:id'],
      );
      expect(window.localStorage.getItem('dropcart.catalogVersion.demo')).toBe(right);
      expect(await s.client.products.version()).toBe(right);
    }
  });
});

describe('the site catalog, named by the caller (catalogVersion)', () => {
  it('reads the named catalog at once: no version request on a first visit', async () => {
    for (const [site, named, read] of [
      [v3Site, 'V3_CATALOG', 'GET /stores/v3/products/slug/classic-white-mug'],
      [v1Site, 'V1_CATALOG', 'GET /stores-reader/v1/products/query-platformized'],
    ] as const) {
      const s = shopper(site.current.url, storageWindow(), named);
      expect((await s.client.products.getBySlug('classic-white-mug'))?.catalog).toBe(named);
      expect(s.reads()).toEqual([read]);
      expect(await s.client.products.version()).toBe(named);
    }
  });

  it('is corrected by the 428 of a wrong one, which is remembered over the named one', async () => {
    const window = storageWindow();
    const mugId = (await bySlug(v3Site.current.url, 'classic-white-mug')).id;
    const s = shopper(v3Site.current.url, window, 'V1_CATALOG');
    expect(await s.client.products.get(mugId)).toMatchObject({ catalog: 'V3_CATALOG' });
    expect(s.reads()).toEqual(['GET /stores-reader/v1/products/:id', 'GET /stores/v3/products/:id']);
    expect(window.localStorage.getItem('dropcart.catalogVersion.demo')).toBe('V3_CATALOG');
    // The next page load, still naming V1: the platform's word stands, and nothing is refused again.
    const next = shopper(v3Site.current.url, window, 'V1_CATALOG');
    await next.client.products.get(mugId);
    expect(next.reads()).toEqual(['GET /stores/v3/products/:id']);
  });

  it('refuses a value that names no catalog, where it is given', () => {
    expect(() =>
      createStoreClient({
        clientId: 'demo',
        catalogVersion: 'v3' as unknown as 'V3_CATALOG',
        tokenStorage: memoryTokenStorage(),
      }),
    ).toThrow("createClient: catalogVersion must be 'V1_CATALOG' or 'V3_CATALOG', not \"v3\"");
  });
});

describe('one ProductSummary from either generation', () => {
  it('reads the same tee from a V1 and a V3 site: options, colour codes, variants, prices, stock', async () => {
    const v3 = await bySlug(v3Site.current.url, 'organic-cotton-tee');
    const v1 = await bySlug(v1Site.current.url, 'organic-cotton-tee');
    expect(v3.catalog).toBe('V3_CATALOG');
    expect(v1.catalog).toBe('V1_CATALOG');
    const shown = (s: ProductSummary) => ({
      name: s.name,
      slug: s.slug,
      price: Number(s.price.amount),
      inStock: s.inStock,
      options: s.options.map((o) => ({
        name: o.name,
        kind: o.kind,
        choices: o.choices.map((c) => [c.name, c.colorCode, c.inStock]),
      })),
      variants: (s.variants ?? [])
        .map((v) => `${v.choices.Size}/${v.choices.Color} ${Number(v.price.amount)} ${v.inStock}`)
        .sort(),
    });
    expect(shown(v3)).toEqual(shown(v1));
    expect(shown(v3).options[1]?.choices).toContainEqual(['Black', '#111111', true]);
    expect(shown(v3).variants).toContain('L/White 25 false');
    expect(v3.description && 'richContent' in v3.description).toBe(true);
    expect(v1.description && 'html' in v1.description).toBe(true);
  });

  it('gets many in the order asked, on V3 without variants; an unknown id or slug is null', async () => {
    const s = shopper(v3Site.current.url);
    const mug = await bySlug(v3Site.current.url, 'classic-white-mug');
    const tee = await bySlug(v3Site.current.url, 'organic-cotton-tee');
    const unknown = '00000000-0000-4000-8000-00000000dead';
    const many = await s.client.products.getMany([tee.id, unknown, mug.id]);
    expect(many.map((p) => p.slug)).toEqual(['organic-cotton-tee', 'classic-white-mug']);
    expect(many[0]).not.toHaveProperty('variants');
    expect(many[0]?.options).toEqual(tee.options);
    expect(await s.client.products.get(unknown)).toBeNull();
    expect(await s.client.products.getBySlug('no-such-product')).toBeNull();
    expect(await shopper(v1Site.current.url).client.products.getBySlug('no-such-product')).toBeNull();
  });

  it.each([
    ['V3', () => v3Site.current.url],
    ['V1', () => v1Site.current.url],
  ])('gets many by id or slug alike in one query (%s), each product once', async (_, url) => {
    const s = shopper(url());
    const mug = await bySlug(url(), 'classic-white-mug');
    const many = await s.client.products.getMany(['organic-cotton-tee', mug.id, 'classic-white-mug']);
    expect(many.map((p) => p.slug)).toEqual(['organic-cotton-tee', 'classic-white-mug']);
  });
});

describe('what the cart gets', () => {
  it('V3: the variant of the chosen options; the cart line names it', async () => {
    const s = shopper(v3Site.current.url);
    const tee = await s.client.products.getBySlug('organic-cotton-tee');
    if (!tee) throw new Error('no tee');
    const catalogReference = s.client.products.catalogReference(tee, {
      choices: { Size: 'M', Color: 'Black' },
    });
    const variant = tee.variants?.find((v) => v.choices.Size === 'M' && v.choices.Color === 'Black');
    expect(catalogReference.options).toEqual({ variantId: variant?.id });
    const { cart } = await s.client.cart.add({ lineItems: [{ catalogReference, quantity: 1 }] });
    expect(cart.lines[0]).toMatchObject({ variantId: variant?.id, productId: tee.id });
    expect(cart.lines[0]?.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Color', value: 'Black' })]),
    );
  });

  it('V1: choices by name for the tee, the variant id for the managed print', async () => {
    const s = shopper(v1Site.current.url);
    const tee = await s.client.products.getBySlug('organic-cotton-tee');
    const print = await s.client.products.getBySlug('abstract-shapes-print');
    if (!tee || !print) throw new Error('seeded products are missing');
    const teeRef = s.client.products.catalogReference(tee, { choices: { Size: 'M', Color: 'Black' } });
    expect(teeRef.options).toEqual({ options: { Size: 'M', Color: 'Black' } });
    const printRef = s.client.products.catalogReference(print, { choices: { Size: '70x100' } });
    expect(printRef.options).toEqual({
      variantId: print.variants?.find((v) => v.choices.Size === '70x100')?.id,
    });
    const { cart } = await s.client.cartV1.add({
      lineItems: [
        { catalogReference: teeRef, quantity: 1 },
        { catalogReference: printRef, quantity: 1 },
      ],
    });
    expect(cart.lineItems.map((l) => l.catalogReference?.catalogItemId).sort()).toEqual(
      [tee.id, print.id].sort(),
    );
  });
});

describe('when the version endpoint refuses the token (played by a scripted server)', () => {
  const client = () =>
    createStoreClient({
      clientId: 'demo',
      apiBase: scripted.url,
      tokenStorage: memoryTokenStorage({
        accessToken: { value: 'visitor', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
        refreshToken: { value: 'refresh', role: 'visitor' },
      }),
    });
  const refused = (status: number, code?: string) => ({
    status,
    body: code ? { message: code, details: { applicationError: { code, description: code } } } : {},
  });

  it('a one-product V3 read tells: its 428 names a V1 site', async () => {
    scripted.script(VERSION, refused(403));
    scripted.script('/stores/v3/products/query', refused(428, 'CATALOG_V1_CALLING_CATALOG_V3_API'));
    expect(await client().products.version()).toBe('V1_CATALOG');
  });

  it('a one-product V3 read that answers means a V3 site', async () => {
    scripted.script(VERSION, refused(404));
    scripted.script('/stores/v3/products/query', { status: 200, body: { products: [], pagingMetadata: {} } });
    expect(await client().products.version()).toBe('V3_CATALOG');
  });

  it('a site without a store is a DropcartError', async () => {
    scripted.script(VERSION, { status: 200, body: { catalogVersion: 'STORES_NOT_INSTALLED' } });
    await expect(client().products.version()).rejects.toMatchObject({ code: 'STORES_NOT_INSTALLED' });
  });
});
