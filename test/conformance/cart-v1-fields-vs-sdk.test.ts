// The Cart V1 PATCH's field mask against the official SDK's request builder (@wix/auto_sdk_ecom_current-cart,
// `updateCurrentCart`). The SDK's public `updateCurrentCart` takes no mask, so there is no SDK call to record:
// the builder names the wire field in the path it hands to the runtime's field-mask transform, and we read
// that path from the package's own file at run time and serialize the mask with the runtime's transform.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformSDKFieldMaskToRESTFieldMask } from '@wix/sdk-runtime/transformations/field-mask';
import { describe, expect, it } from 'vitest';
import { WIX_STORES_APP_ID } from '../../src/index.ts';
import { emulatorClient } from '../client/support/client.ts';
import { usePlatform } from '../support/platform.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });

/** The package's request builders, as text. */
const BUILDERS = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@wix/auto_sdk_ecom_current-cart/package.json')),
    'build/es/index.typings.mjs',
  ),
  'utf8',
);

/** The request field the builder of `name` turns from a list of names into the wire's field mask. */
function fieldMaskPath(name: string): string {
  const builder = new RegExp(`\\nfunction ${name}\\(payload\\) \\{([\\s\\S]*?)\\n\\}`).exec(BUILDERS)?.[1];
  const path = /transformSDKFieldMaskToRESTFieldMask,\s*paths: \[\{ path: "(\w+)" \}\]/.exec(
    builder ?? '',
  )?.[1];
  if (!path) throw new Error(`the SDK's ${name} request builder converts no field mask`);
  return path;
}

describe('Cart V1 update against the SDK request builder', () => {
  it('sends the field mask under the name and in the form the SDK sends it', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const { items } = await client.catalog.queryProducts().eq('slug', 'classic-white-mug').find();
    await client.cartV1.add({
      lineItems: [
        { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: items[0]!.id }, quantity: 1 },
      ],
    });
    const mask = ['buyerNote', 'buyerInfo'];
    await client.cartV1.update({ cartInfo: { buyerNote: 'gift wrap' }, fieldMask: mask });
    expect(requests.at(-1)).toMatchObject({ method: 'PATCH', path: '/ecom/v1/carts/current' });
    expect(requests.at(-1)?.body).toEqual({
      cartInfo: { buyerNote: 'gift wrap' },
      [fieldMaskPath('updateCurrentCart')]: transformSDKFieldMaskToRESTFieldMask(mask),
    });
    expect((await client.cartV1.get()).buyerNote).toBe('gift wrap');
  });
});
