// createStoreClient and createCore: a client from a developer's options, checked first (each mistake said
// where the option is given). Apart from store-client.ts, which builds the client, so that the widget, whose
// mount() checks its own options, carries none of these refusals in its first load.
import type { SessionCore } from './auth/session.ts';
import { type ClientOptions, coreOf, type StoreClient, storefront } from './store-client.ts';

/**
 * The session every client is built on. `apiKey` comes only from createAdminClient (server side); a
 * storefront client given one refuses it, so a merchant key is never shipped to a browser by mistake.
 */
export function createCore(options: ClientOptions, apiKey?: string): SessionCore {
  checkOptions(options, apiKey);
  return coreOf(options, apiKey);
}

/** The refusals of createCore, each said where the option is given (a developer's mistake, told at once). */
function checkOptions(options: ClientOptions, apiKey: string | undefined): void {
  if (!options?.clientId) throw new TypeError('createClient: clientId is required');
  if (apiKey === undefined && 'apiKey' in options)
    throw new TypeError(
      "createClient: apiKey makes a merchant client, which belongs on a server: use createAdminClient from 'dropcart/admin'",
    );
  // A NaN or negative bound would retry for ever or never wait: refuse it where it is given.
  for (const [name, value] of [
    ['timeoutMs', options.timeoutMs],
    ...Object.entries(options.retry ?? {}).map(([k, v]) => [`retry.${k}`, v]),
  ])
    if (value !== undefined && !(Number(value) >= 0))
      throw new TypeError(`createClient: ${name} must be a number, 0 or more, not ${value}`);
  const cartApi: unknown = options.cartApi ?? 'v2';
  if (cartApi !== 'v1' && cartApi !== 'v2')
    throw new TypeError(`createClient: cartApi must be 'v1' or 'v2', not ${JSON.stringify(cartApi)}`);
  const catalogVersion: unknown = options.catalogVersion;
  if (catalogVersion !== undefined && catalogVersion !== 'V1_CATALOG' && catalogVersion !== 'V3_CATALOG')
    throw new TypeError(
      `createClient: catalogVersion must be 'V1_CATALOG' or 'V3_CATALOG', not ${JSON.stringify(catalogVersion)}`,
    );
}

/** A client with only what a storefront needs (StoreClient); what the widget uses. */
export function createStoreClient(options: ClientOptions): StoreClient {
  return storefront(createCore(options), options);
}
