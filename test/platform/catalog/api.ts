// HTTP helpers for the commerce tests: real requests against the in-process emulator. Answer types come
// from the emulator's own view functions, so a test reads fields the emulator really produces.

import type { estimateView } from '../../../demo/platform/cart/estimate.ts';
import type { cartView } from '../../../demo/platform/cart/view.ts';
import type { Collection, Product } from '../../../demo/platform/catalog/types.ts';
import { emulatorFetch } from '../../support/platform.ts';

export interface ErrorBody {
  message?: string;
  details?: {
    applicationError?: { code: string; description: string; data: Record<string, unknown> };
    validationError?: {
      fieldViolations: Array<{ field: string; description: string; violatedRule: string }>;
    };
  };
}

export interface Answer<T = object> {
  status: number;
  body: T & ErrorBody;
  headers: Headers;
}

export type CartJson = ReturnType<typeof cartView>;
export type EstimateJson = ReturnType<typeof estimateView> & { cart: CartJson };
export type ProductJson = Product;
export type CollectionJson = Collection;
export interface Paged {
  metadata: { count: number; offset: number; total: number };
}
export type ProductsPage = Paged & { products: ProductJson[] };

export const ADMIN_KEY = 'demo-admin-key';
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
export const COLLECTIONS = {
  all: '00000000-000000-000000-000000000001',
  mugs: 'c0a1b2c3-0001-4000-8000-00000000a001',
  posters: 'c0a1b2c3-0002-4000-8000-00000000a002',
  apparel: 'c0a1b2c3-0003-4000-8000-00000000a003',
  accessories: 'c0a1b2c3-0004-4000-8000-00000000a004',
  sale: 'c0a1b2c3-0005-4000-8000-00000000a005',
};

export async function call<T = object>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const { token, body, headers = {} } = options;
  const response = await emulatorFetch(base, path, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    body: (json && text ? JSON.parse(text) : { text }) as T & ErrorBody,
    headers: response.headers,
  };
}

/** A fresh visitor's access token from the emulator's token endpoint. */
export async function visitorToken(base: string): Promise<string> {
  const answer = await call<{ access_token: string }>(base, 'POST', '/oauth2/token', {
    body: { grantType: 'anonymous', clientId: 'demo' },
  });
  if (answer.status !== 200) throw new Error(`anonymous token failed: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

/** `{query}` as the SDK sends it on GET: `?.r=<base64url JSON>`. */
export const dotR = (payload: unknown): string =>
  `.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;

export const appError = (
  answer: Answer,
): { code?: string; description?: string; data?: Record<string, unknown> } =>
  answer.body.details?.applicationError ?? {};

export const violations = (
  answer: Answer,
): Array<{ field: string; description: string; violatedRule: string }> =>
  answer.body.details?.validationError?.fieldViolations ?? [];

/**
 * A product found by its slug (visible or not) as the emulator stores it (the V1 shape, merchant data
 * included), through its control endpoint, so it works whatever catalog generation the site runs.
 */
export async function productBySlug(base: string, slug: string): Promise<ProductJson> {
  const answer = await call<{ product?: ProductJson }>(base, 'GET', `/_emulator/products/${slug}`);
  const product = answer.body.product;
  if (!product) throw new Error(`no product ${slug}: ${JSON.stringify(answer.body)}`);
  return product;
}

export function lineItem(productId: string, quantity: number, options?: Record<string, string>) {
  return {
    catalogReference: {
      catalogItemId: productId,
      appId: STORES_APP_ID,
      ...(options ? { options: { options } } : {}),
    },
    quantity,
  };
}

/**
 * The hosted checkout page of a checkout as its owner (`token`) opens it: through an `ecomCheckout` redirect
 * session of theirs (the page wants one: demo/platform/checkout/access.ts), with `query` added.
 */
export async function checkoutPageUrl(
  base: string,
  token: string,
  checkoutId: string,
  query: Record<string, string> = {},
): Promise<string> {
  const answer = await call<{ redirectSession: { fullUrl: string } }>(
    base,
    'POST',
    '/_api/redirects-api/v1/redirect-session',
    { token, body: { ecomCheckout: { checkoutId } } },
  );
  if (answer.status !== 200)
    throw new Error(`redirect session: ${answer.status} ${JSON.stringify(answer.body)}`);
  const url = new URL(answer.body.redirectSession.fullUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}
