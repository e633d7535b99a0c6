// Merchant writes (spec §7 "Catalog write", protocol §7.2) and external member login (§4.9). Every member
// needs the merchant API key (createAdminClient({ apiKey }) of `dropcart/admin`), or it rejects with
// ElevationRequiredError. Only the admin entry imports this module: no storefront bundle carries it.

import { type SignOnParams, signOn } from '../auth/identity-extras.ts';
import { merchantCall, requireApiKey } from '../auth/merchant.ts';
import type { SessionCore } from '../auth/session.ts';
import { requestTokens, tokensFrom } from '../auth/token-endpoint.ts';
import { CATALOG_WRITE, segment } from '../http/prefixes.ts';
import type { Method } from '../http/send.ts';
import type { Collection, Product, ProductVariant } from '../types/catalog.ts';
import type { Tokens } from '../types/tokens.ts';

type Json = Record<string, unknown>;

export interface BulkResult {
  results: Array<{
    itemMetadata: {
      id?: string;
      originalIndex: number;
      success: boolean;
      error?: { code: string; description: string; data?: Json };
    };
  }>;
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

export type PropertyAdjustment = { amount: number } | { percentage: { rate: number; roundToInt?: boolean } };

export interface MediaToChoice {
  option: string;
  choice: string;
  mediaIds: string[];
}

/** Catalog V1 writes and external member login (`client.admin`); every call needs the merchant API key. */
export interface AdminApi {
  createProduct(product: Json, signal?: AbortSignal): Promise<{ product: Product }>;
  /** Changes the fields given; the rest stay. */
  updateProduct(id: string, product: Json, signal?: AbortSignal): Promise<{ product: Product }>;
  deleteProduct(id: string, signal?: AbortSignal): Promise<Json>;
  /** Price, stock and other data of the variants with the given choices or ids. */
  updateProductVariants(
    id: string,
    variants: Json[],
    signal?: AbortSignal,
  ): Promise<{ variants: ProductVariant[] }>;
  resetAllProductVariantData(id: string, signal?: AbortSignal): Promise<Json>;
  addProductsToCollection(id: string, productIds: string[], signal?: AbortSignal): Promise<Json>;
  removeProductsFromCollection(id: string, productIds: string[], signal?: AbortSignal): Promise<Json>;
  addProductMedia(id: string, media: Json[], signal?: AbortSignal): Promise<Json>;
  removeProductMedia(id: string, mediaIds: string[], signal?: AbortSignal): Promise<Json>;
  addProductMediaToChoices(id: string, media: MediaToChoice[], signal?: AbortSignal): Promise<Json>;
  removeProductMediaFromChoices(id: string, media: MediaToChoice[], signal?: AbortSignal): Promise<Json>;
  deleteProductOptions(id: string, signal?: AbortSignal): Promise<Json>;
  removeBrand(id: string, signal?: AbortSignal): Promise<Json>;
  removeRibbon(id: string, signal?: AbortSignal): Promise<Json>;
  createCollection(collection: Json, signal?: AbortSignal): Promise<{ collection: Collection }>;
  updateCollection(id: string, collection: Json, signal?: AbortSignal): Promise<{ collection: Collection }>;
  deleteCollection(id: string, signal?: AbortSignal): Promise<Json>;
  /** Sets one value (price, cost, weight, ribbon, brand) on many products. */
  bulkUpdateProductsProperty(
    ids: string[],
    set: { price?: number; cost?: number; weight?: number; ribbon?: string; brand?: string },
    signal?: AbortSignal,
  ): Promise<BulkResult>;
  /** Moves price, cost or weight of many products by an amount or a percentage. */
  bulkAdjustProductProperty(
    adjust: { price?: PropertyAdjustment; cost?: PropertyAdjustment; weight?: PropertyAdjustment },
    ids: string[],
    signal?: AbortSignal,
  ): Promise<BulkResult>;
  /** Member tokens for a member id (authorized_client grant); returned, not stored: call auth.setTokens. */
  getMemberTokensForExternalLogin(memberId: string, signal?: AbortSignal): Promise<Tokens>;
  /** Signs the member on by e-mail (sign-on), then exchanges the session for member tokens. */
  getMemberTokensForExternalLoginWithSession(params: SignOnParams, signal?: AbortSignal): Promise<Tokens>;
}

export function createAdminApi(core: SessionCore): AdminApi {
  const write = <T = Json>(
    operation: string,
    method: Method,
    path: string,
    payload?: Json,
    signal?: AbortSignal,
  ) => merchantCall<T>(core, operation, { method, path: `${CATALOG_WRITE}/v1${path}`, payload, signal });
  const p = (id: string) => `/products/${segment(id)}`;
  const c = (id: string) => `/collections/${segment(id)}`;

  const externalGrant = async (
    memberId: string,
    sessionToken: string | undefined,
    apiKey: string,
    signal?: AbortSignal,
  ): Promise<Tokens> => {
    const access = await core.accessToken(signal);
    const res = await requestTokens(
      core.base,
      core.platform,
      sessionToken
        ? { grant_type: 'authorized_client', member_id: memberId, session_token: sessionToken }
        : { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
      { authorization: `${access},${apiKey}`, signal, timeoutMs: core.http.timeoutMs },
    );
    return tokensFrom(res, 'member', core.platform.now());
  };

  return {
    createProduct: (product: Json, signal?: AbortSignal) =>
      write<{ product: Product }>('createProduct', 'POST', '/products', { product }, signal),
    updateProduct: (id: string, product: Json, signal?: AbortSignal) =>
      write<{ product: Product }>('updateProduct', 'PATCH', p(id), { product: { ...product, id } }, signal),
    deleteProduct: (id: string, signal?: AbortSignal) =>
      write('deleteProduct', 'DELETE', p(id), { id }, signal),
    updateProductVariants: (id: string, variants: Json[], signal?: AbortSignal) =>
      write<{ variants: ProductVariant[] }>(
        'updateProductVariants',
        'PATCH',
        `${p(id)}/variants`,
        { id, variants },
        signal,
      ),
    resetAllProductVariantData: (id: string, signal?: AbortSignal) =>
      write('resetAllProductVariantData', 'POST', `${p(id)}/variants/resetToDefault`, { id }, signal),
    addProductsToCollection: (id: string, productIds: string[], signal?: AbortSignal) =>
      write('addProductsToCollection', 'POST', `${c(id)}/productIds`, { id, productIds }, signal),
    removeProductsFromCollection: (id: string, productIds: string[], signal?: AbortSignal) =>
      write('removeProductsFromCollection', 'POST', `${c(id)}/productIds/delete`, { id, productIds }, signal),
    addProductMedia: (id: string, media: Json[], signal?: AbortSignal) =>
      write('addProductMedia', 'POST', `${p(id)}/media`, { id, media }, signal),
    removeProductMedia: (id: string, mediaIds: string[], signal?: AbortSignal) =>
      write('removeProductMedia', 'POST', `${p(id)}/media/delete`, { id, mediaIds }, signal),
    addProductMediaToChoices: (id: string, media: MediaToChoice[], signal?: AbortSignal) =>
      write('addProductMediaToChoices', 'PATCH', `${p(id)}/choices/media`, { id, media }, signal),
    removeProductMediaFromChoices: (id: string, media: MediaToChoice[], signal?: AbortSignal) =>
      write('removeProductMediaFromChoices', 'POST', `${p(id)}/choices/media/delete`, { id, media }, signal),
    deleteProductOptions: (id: string, signal?: AbortSignal) =>
      write('deleteProductOptions', 'DELETE', `${p(id)}/options`, { id }, signal),
    removeBrand: (id: string, signal?: AbortSignal) =>
      write('removeBrand', 'POST', `${p(id)}/remove-brand`, { id }, signal),
    removeRibbon: (id: string, signal?: AbortSignal) =>
      write('removeRibbon', 'POST', `${p(id)}/remove-ribbon`, { id }, signal),
    createCollection: (collection: Json, signal?: AbortSignal) =>
      write<{ collection: Collection }>('createCollection', 'POST', '/collections', { collection }, signal),
    updateCollection: (id: string, collection: Json, signal?: AbortSignal) =>
      write<{ collection: Collection }>(
        'updateCollection',
        'PATCH',
        c(id),
        { collection: { ...collection, id } },
        signal,
      ),
    deleteCollection: (id: string, signal?: AbortSignal) =>
      write('deleteCollection', 'DELETE', c(id), { id }, signal),
    bulkUpdateProductsProperty: (
      ids: string[],
      set: { price?: number; cost?: number; weight?: number; ribbon?: string; brand?: string },
      signal?: AbortSignal,
    ) =>
      write<BulkResult>('bulkUpdateProductsProperty', 'POST', '/bulk/products/update', { ids, set }, signal),
    bulkAdjustProductProperty: (
      adjust: { price?: PropertyAdjustment; cost?: PropertyAdjustment; weight?: PropertyAdjustment },
      ids: string[],
      signal?: AbortSignal,
    ) =>
      write<BulkResult>(
        'bulkAdjustProductProperty',
        'POST',
        '/bulk/products/adjust-properties',
        { adjust, ids },
        signal,
      ),
    getMemberTokensForExternalLogin: async (memberId: string, signal?: AbortSignal): Promise<Tokens> =>
      externalGrant(memberId, undefined, requireApiKey(core, 'getMemberTokensForExternalLogin'), signal),
    getMemberTokensForExternalLoginWithSession: async (
      params: SignOnParams,
      signal?: AbortSignal,
    ): Promise<Tokens> => {
      const apiKey = requireApiKey(core, 'getMemberTokensForExternalLoginWithSession');
      const { sessionToken, identity } = await signOn(core, params, signal);
      return externalGrant(identity.id, sessionToken, apiKey, signal);
    },
  };
}
