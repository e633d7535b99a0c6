// `dropcart/admin`: the merchant's client, for servers only. It is the whole client (client.ts) made with
// the merchant API key, plus catalog writes and external member login (`admin`), adds to a cart by id
// (`carts`: custom line items) and sign-on (`auth.signOn`). The storefront entry (`dropcart`) carries none
// of this: a browser bundle cannot ship it.
import type { AdminAuthApi } from './auth/auth-api.ts';
import { signOn } from './auth/identity-extras.ts';
import { type AdminCartsApi, createAdminCartsApi } from './cart/admin-carts.ts';
import { type AdminApi, createAdminApi } from './catalog/admin.ts';
import { type DropcartClient, wholeClient } from './client.ts';
import { createCore } from './create-store-client.ts';
import type { ClientOptions } from './store-client.ts';

export type { AdminAuthApi } from './auth/auth-api.ts';
export type { SignOnParams } from './auth/identity-extras.ts';
export type { AdminCartsApi } from './cart/admin-carts.ts';
export type { AdminApi, BulkResult, MediaToChoice, PropertyAdjustment } from './catalog/admin.ts';

export interface AdminClientOptions extends ClientOptions {
  /** The merchant API key (the site's API key with the stores and members permissions). Never in a browser. */
  apiKey: string;
}

/** The whole client with the merchant's calls; every call of `admin` and `auth.signOn` uses the API key. */
export interface AdminClient extends Omit<DropcartClient, 'auth'> {
  auth: AdminAuthApi;
  /** Catalog writes and external member login. */
  admin: AdminApi;
  /** Adds to a shopper's cart by its id: the way to add custom line items (docs/client.md). */
  carts: AdminCartsApi;
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  if (typeof options?.apiKey !== 'string' || !options.apiKey)
    throw new TypeError('createAdminClient: apiKey is required (the merchant API key, server side only)');
  const { apiKey, ...rest } = options;
  const core = createCore(rest, apiKey);
  const client = wholeClient(core, rest);
  return {
    ...client,
    auth: { ...client.auth, signOn: (p, signal) => signOn(core, p, signal) },
    admin: createAdminApi(core),
    carts: createAdminCartsApi(core),
  };
}
