// The product the bench adds: the seeded store's first in-stock product without options, so that a click
// on its buy button adds at once (no options popover).
export async function firstSimpleProduct(api: string): Promise<{ id: string; name: string }> {
  const token = (
    (await (
      await fetch(`${api}/oauth2/token`, {
        method: 'POST',
        body: JSON.stringify({ clientId: 'demo', grantType: 'anonymous' }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const res = await fetch(`${api}/stores-reader/v1/products/query-platformized`, {
    method: 'POST',
    headers: { authorization: token },
    body: JSON.stringify({ query: { paging: { limit: 100 }, sort: [{ fieldName: 'name', order: 'ASC' }] } }),
  });
  const { products } = (await res.json()) as {
    products: Array<{ id: string; name: string; productOptions: unknown[]; stock: { inStock: boolean } }>;
  };
  const product = products.find((p) => p.productOptions.length === 0 && p.stock.inStock);
  if (!product) throw new Error('the seeded store has no in-stock product without options');
  return { id: product.id, name: product.name };
}
