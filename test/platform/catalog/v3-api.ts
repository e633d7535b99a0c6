// Helpers for the Catalog V3 tests: the answers typed with the SDK's wire types (dates as the ISO strings
// JSON carries), and the calls as the SDK makes them (`GET ?.r=` for queries, repeated `fields` keys).
import type {
  V3Product,
  V3QueryVariantsResponse,
  V3ReadOnlyVariant,
} from '../../../demo/platform/catalog/v3/wire.ts';
import { call, dotR } from './api.ts';

/** A wire type as JSON delivers it: Date fields arrive as strings. */
export type Json<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? Array<Json<U>>
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

export type ProductJson3 = Json<V3Product>;
export type VariantJson3 = Json<V3ReadOnlyVariant>;
export interface Paging3 {
  count: number;
  cursors: { next?: string; prev?: string };
  hasNext: boolean;
}
export type ProductsPage3 = { products: ProductJson3[]; pagingMetadata: Paging3 };
export type VariantsPage3 = Json<V3QueryVariantsResponse> & {
  variants: VariantJson3[];
  pagingMetadata: Paging3;
};

export const P3 = '/stores/v3/products';

/** `GET /stores/v3/products/{id}?productId={id}&fields=…`, as the SDK's getProduct sends it. */
export const getProduct3 = (base: string, token: string, id: string, fields: string[] = []) =>
  call<{ product: ProductJson3 }>(
    base,
    'GET',
    `${P3}/${encodeURIComponent(id)}?${new URLSearchParams([['productId', id], ...fields.map((f) => ['fields', f])])}`,
    { token },
  );

/** `GET /stores/v3/products/query?.r=…` (the SDK's form; POST with the same body is the fallback). */
export const queryProducts3 = (base: string, token: string, body: unknown, path = 'query') =>
  call<ProductsPage3>(base, 'GET', `${P3}/${path}?${dotR(body)}`, { token });

export const postProducts3 = (base: string, token: string, body: unknown, path = 'query') =>
  call<ProductsPage3>(base, 'POST', `${P3}/${path}`, { token, body });

export const queryVariants3 = (base: string, token: string, body: unknown, path = 'query-variants') =>
  call<VariantsPage3>(base, 'POST', `${P3}/${path}`, { token, body });

/** Every page of a products query, following `cursors.next` with cursor-only requests as the SDK does. */
export async function allPages3(
  base: string,
  token: string,
  first: { query?: Record<string, unknown>; search?: Record<string, unknown>; fields?: string[] },
  path: 'query' | 'search' = 'query',
): Promise<ProductsPage3[]> {
  const pages: ProductsPage3[] = [];
  let answer = await queryProducts3(base, token, first, path);
  for (;;) {
    if (answer.status !== 200) throw new Error(`page ${pages.length + 1}: ${JSON.stringify(answer.body)}`);
    pages.push(answer.body);
    const next = answer.body.pagingMetadata.cursors.next;
    if (!next) return pages;
    const limit = (first[path]?.cursorPaging as { limit?: number } | undefined)?.limit;
    answer = await queryProducts3(
      base,
      token,
      {
        ...(first.fields ? { fields: first.fields } : {}),
        [path]: { cursorPaging: { cursor: next, ...(limit === undefined ? {} : { limit }) } },
      },
      path,
    );
  }
}
