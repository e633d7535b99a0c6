// A host page with Prototype.js-style `toJSON` methods on built-in prototypes (still on many legacy shops):
// JSON.stringify calls them, and each returns JSON *text*, so an array in a request body went out as a
// string ("must be a non-empty array of line items") and the catalog query was refused. The client's
// bodies must not depend on the host's prototypes. The requests are made under the patches; the emulator
// (in this same process) answers them with the patches lifted, as a platform elsewhere would.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { toJson } from '../../src/http/json.ts';
import { createClient } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { ADA } from './support/client.ts';
import { fetchWithPatchLifted } from './support/lifted-fetch.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

type Patchable = Record<string, unknown>;
const PATCHED: Array<[Patchable, (this: never) => string]> = [
  // As Prototype.js 1.6 defines them: each answers already-encoded JSON text.
  [
    Array.prototype as unknown as Patchable,
    function (this: unknown[]) {
      return `[${this.map((value) => JSON.stringify(value)).join(', ')}]`;
    } as never,
  ],
  [
    String.prototype as unknown as Patchable,
    function (this: string) {
      return `"${String(this)}"`;
    } as never,
  ],
  [
    Number.prototype as unknown as Patchable,
    function (this: number) {
      return Number.isFinite(this) ? String(this) : 'null';
    } as never,
  ],
  [
    Date.prototype as unknown as Patchable,
    function (this: Date) {
      return `"${this.getUTCFullYear()}-${this.getUTCMonth() + 1}-${this.getUTCDate()}"`;
    } as never,
  ],
];
const originals = PATCHED.map(([proto]) => Object.getOwnPropertyDescriptor(proto, 'toJSON'));

function patch(): void {
  // Plain assignment, as Object.extend did: enumerable, like the library's own additions.
  for (const [proto, toJSON] of PATCHED) proto.toJSON = toJSON;
}
function unpatch(): void {
  PATCHED.forEach(([proto], i) => {
    const original = originals[i];
    if (original) Object.defineProperty(proto, 'toJSON', original);
    else delete proto.toJSON;
  });
}
afterEach(unpatch);

let sample: unknown;
beforeAll(() => {
  sample = { lineItems: [{ quantity: 2, ids: ['a', 'b'] }], name: 'x', when: new Date(Date.UTC(2026, 0, 2)) };
});

describe('request bodies under Prototype.js-style toJSON methods', () => {
  it('the patches change what JSON.stringify writes (the test can fail)', () => {
    const plain = JSON.stringify(sample);
    patch();
    expect(JSON.stringify(sample)).not.toBe(plain);
  });

  it('toJson writes the same text as plain JSON.stringify would without them', () => {
    const plain = JSON.stringify(sample);
    patch();
    expect(toJson(sample)).toBe(plain);
    expect(JSON.parse(toJson(sample))).toEqual({
      lineItems: [{ quantity: 2, ids: ['a', 'b'] }],
      name: 'x',
      when: '2026-01-02T00:00:00.000Z',
    });
    expect(toJson({ invalid: new Date(Number.NaN) })).toBe('{"invalid":null}');
  });

  it('a visitor’s token, a catalog query, an add, and a member’s sign-in all go through', async () => {
    const bodies: string[] = [];
    // The platform answers with the host's patches lifted (it does not run in the shopper's page).
    const lifted = fetchWithPatchLifted(patch, unpatch);
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (typeof init?.body === 'string') bodies.push(init.body);
      return lifted(input, init);
    };
    const client = createClient({ clientId: 'demo', apiBase: platform.current.url, platform: { fetch } });
    patch();
    // A query (the page's buttons) and a read of one product with its variants (what an add names).
    expect((await client.products.getMany([MUG])).map((p) => p.id)).toEqual([MUG]);
    const summary = await client.products.get(MUG);
    if (!summary) throw new Error('the mug is missing');
    const { cart } = await client.cart.add({
      lineItems: [{ catalogReference: client.products.catalogReference(summary), quantity: 2 }],
    });
    expect(cart.lines.map((line) => line.quantity)).toEqual([2]);
    const login = await client.auth.login(ADA);
    expect(login.loginState).toBe('SUCCESS');
    unpatch();
    // What went over the wire is plain JSON: no array or string encoded twice.
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) expect(body).not.toMatch(/"\[|\\"/);
  });
});
