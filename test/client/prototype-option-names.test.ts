// Option names are the catalog's, and a merchant may call an option `constructor`, `toString`, `valueOf` or
// `__proto__` (issue #18, hole 9). Before, a lookup by such a name found Object.prototype's member: a missing
// choice looked made, and the add was refused with "has no constructor function Object() …". Against the
// emulator over real HTTP, on Catalog V3 and V1.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const v3Site = usePlatform();
const v1Site = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const NAMES = ['constructor', 'toString', 'valueOf', '__proto__'] as const;

/**
 * A product whose options are named after Object.prototype's members, through the merchant API of the V1
 * site; the V3 site gets the same record (the emulator keeps its catalog in the V1 shape and projects V3
 * from it, docs/emulator.md), as a V3 site has no V1 write API.
 */
async function createProduct(site: typeof v3Site): Promise<string> {
  const id = await createV1Product(v1Site.current.url);
  if (site !== v1Site) {
    const record = v1Site.current.platform.state
      .slice<Array<{ id: string }>>('products', () => [])
      .find((p) => p.id === id);
    site.current.platform.state.slice<unknown[]>('products', () => []).push(structuredClone(record));
  }
  return id;
}

async function createV1Product(api: string): Promise<string> {
  const productOptions = NAMES.map((name) => ({
    name,
    choices: [{ value: `${name}-a` }, { value: `${name}-b` }],
  }));
  const response = await fetch(`${api}/stores/v1/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'demo-admin-key' },
    body: JSON.stringify({
      product: { name: 'Prototype tee', productType: 'physical', priceData: { price: 9 }, productOptions },
    }),
  });
  if (!response.ok) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

describe.each([
  ['V3', v3Site],
  ['V1', v1Site],
])('options named after Object.prototype members on Catalog %s', (_catalog, site) => {
  it('a missing choice is asked for by its name; a full choice goes into the cart', async () => {
    const id = await createProduct(site);
    const { client } = emulatorClient(site.current.url);
    const tee = await client.products.get(id);
    if (!tee) throw new Error('the product is missing');
    expect(tee.options.map((o) => o.name)).toEqual([...NAMES]);
    for (const name of NAMES) {
      const others = Object.fromEntries(NAMES.filter((n) => n !== name).map((n) => [n, `${n}-a`]));
      expect(() => client.products.catalogReference(tee, { choices: others })).toThrow(
        `Choose a ${name} for Prototype tee`,
      );
    }
    const choices = Object.fromEntries(NAMES.map((n) => [n, `${n}-b`]));
    expect(Object.keys(choices)).toEqual([...NAMES]); // `__proto__` is an own key here, as JSON.parse makes it
    const catalogReference = client.products.catalogReference(tee, { choices });
    const { cart } = await client.cart.add({ lineItems: [{ catalogReference, quantity: 1 }] });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.productId).toBe(id);
    const variant = tee.variants?.find((v) =>
      NAMES.every((n) => Object.hasOwn(v.choices, n) && v.choices[n] === `${n}-b`),
    );
    if (tee.catalog === 'V3_CATALOG') expect(cart.lines[0]?.variantId).toBe(variant?.id);
  });
});
