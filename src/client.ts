// createClient: the storefront client plus each generation's calls as the platform answers them (the raw
// adapters `cartV1`, `cartV2`, `catalog`, `catalogV3`), for code that wants the wire shapes.

import type { SessionCore } from './auth/session.ts';
import { type CartV1Api, createCartV1Api } from './cart/v1.ts';
import type { CartV2Api } from './cart/v2.ts';
import { createCartV2Api } from './cart/v2-api.ts';
import { type CatalogApi, createCatalogApi } from './catalog/read.ts';
import { type CatalogV3Api, createCatalogV3Api } from './catalog/v3.ts';
import { createCore } from './create-store-client.ts';
import { type ClientOptions, type StoreClient, storefront } from './store-client.ts';

/** The whole storefront client: StoreClient and each generation's raw calls. */
export interface DropcartClient extends StoreClient {
  /** Cart V1 as the platform answers it (removed by the platform on 2027-02-01). */
  cartV1: CartV1Api;
  /** Current Cart V2 as the platform answers it (`{cart}`, `{cart, summary}`). */
  cartV2: CartV2Api;
  /** Catalog V1 reads as the platform answers them. */
  catalog: CatalogApi;
  /** Catalog V3 reads as the platform answers them. */
  catalogV3: CatalogV3Api;
}

/** The parts of DropcartClient on `core` (also the admin client's). */
export function wholeClient(core: SessionCore, options: ClientOptions): DropcartClient {
  return {
    ...storefront(core, options),
    cartV1: createCartV1Api(core),
    cartV2: createCartV2Api(core),
    catalog: createCatalogApi(core),
    catalogV3: createCatalogV3Api(core),
  };
}

export function createClient(options: ClientOptions): DropcartClient {
  return wholeClient(createCore(withCurrency(options)), options);
}

/**
 * The shopper's currency (`options.currency`) as `x-wix-currency` on every request, through the platform's
 * fetch: here, not in the session, so the widget's client (createStoreClient) carries none of it.
 */
function withCurrency(options: ClientOptions): ClientOptions {
  const { currency } = options;
  if (!currency) return options;
  const send = options.platform?.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetch: typeof globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-wix-currency', currency);
    return send(input, { ...init, headers });
  };
  return { ...options, platform: { ...options.platform, fetch } };
}
