// Reads the store's catalog over the platform's wire protocol, as a store owner's site generator would.

export interface SiteProduct {
  id: string;
  name: string;
  slug: string;
  description?: string;
  formattedPrice: string;
  formattedDiscountedPrice?: string;
  imageUrl?: string;
  inStock: boolean;
  hasOptions: boolean;
  collectionIds: string[];
  ribbon?: string;
}

export interface SiteCollection {
  id: string;
  name: string;
  slug: string;
}

interface WireProduct {
  id: string;
  name: string;
  slug: string;
  description?: string;
  priceData?: {
    price: number;
    discountedPrice?: number;
    formatted?: { price?: string; discountedPrice?: string };
  };
  media?: { mainMedia?: { image?: { url?: string } } };
  stock?: { inStock?: boolean };
  productOptions?: unknown[];
  collectionIds?: string[];
  ribbon?: string;
}

async function call<T>(api: string, path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(api + path, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function readCatalog(
  api: string,
): Promise<{ products: SiteProduct[]; collections: SiteCollection[] }> {
  const { access_token: token } = await call<{ access_token: string }>(api, '/oauth2/token', '', {
    clientId: 'demo',
    grantType: 'anonymous',
  });
  const wire: WireProduct[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await call<{ products: WireProduct[]; metadata: { total: number } }>(
      api,
      '/stores-reader/v1/products/query-platformized',
      token,
      { query: { paging: { offset, limit: 100 }, sort: [{ fieldName: 'name', order: 'ASC' }] } },
    );
    wire.push(...page.products);
    if (wire.length >= page.metadata.total || page.products.length === 0) break;
  }
  const { collections } = await call<{ collections: SiteCollection[] }>(api, '/v2/collections/query', token, {
    query: { paging: { offset: 0, limit: 100 } },
  });
  const products = wire.map((p): SiteProduct => {
    const formatted = p.priceData?.formatted ?? {};
    const discounted =
      p.priceData?.discountedPrice !== undefined && p.priceData.discountedPrice < p.priceData.price
        ? formatted.discountedPrice
        : undefined;
    return {
      id: p.id,
      name: p.name,
      slug: p.slug,
      ...(p.description ? { description: p.description } : {}),
      formattedPrice: formatted.price ?? String(p.priceData?.price ?? ''),
      ...(discounted ? { formattedDiscountedPrice: discounted } : {}),
      ...(p.media?.mainMedia?.image?.url ? { imageUrl: p.media.mainMedia.image.url } : {}),
      inStock: p.stock?.inStock !== false,
      hasOptions: (p.productOptions?.length ?? 0) > 0,
      collectionIds: p.collectionIds ?? [],
      ...(p.ribbon ? { ribbon: p.ribbon } : {}),
    };
  });
  return { products, collections: collections.map(({ id, name, slug }) => ({ id, name, slug })) };
}
