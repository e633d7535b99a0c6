// A host page that adds an enumerable property to Object.prototype (old MooTools- or Prototype-era
// scripts, or a plain `Object.prototype.x = …`): every `for…in` in the client would copy it into the
// objects it builds, so product summaries and the references sent to the cart would carry the host's
// member as their own. The reads are made under the patch; the emulator (in this same process) answers
// with it lifted, as a platform elsewhere would.
import { afterEach, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { createClient } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { fetchWithPatchLifted } from './support/lifted-fetch.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const prototype = Object.prototype as unknown as Record<string, unknown>;

// Plain assignment, as those scripts do: enumerable.
const patch = () => {
  prototype.hostAddition = 'from the host page';
};
const unpatch = () => {
  delete prototype.hostAddition;
};
afterEach(unpatch);

/** Paths of every object in `value` that has `hostAddition` as its own property. */
function carriers(value: unknown, path = '$', found: string[] = []): string[] {
  if (!value || typeof value !== 'object') return found;
  if (Object.hasOwn(value, 'hostAddition')) found.push(path);
  for (const [key, inner] of Object.entries(value)) carriers(inner, `${path}.${key}`, found);
  return found;
}

it('product summaries and catalog references carry nothing of an enumerable Object.prototype addition', async () => {
  const fetch = fetchWithPatchLifted(patch, unpatch);
  const client = createClient({ clientId: 'demo', apiBase: platform.current.url, platform: { fetch } });
  patch();
  const [queried] = await client.products.getMany([MUG]);
  const read = await client.products.get(MUG);
  if (!queried || !read) throw new Error('the mug is missing');
  const reference = client.products.catalogReference(read);
  unpatch();
  // The walk itself would see the addition on every object: lifted first, own properties only are left.
  expect(read.image?.url, 'the summary has the objects the client builds').toBeTruthy();
  expect(carriers({ queried, read, reference })).toEqual([]);
});
