// Reads the store's catalog as a store owner's site generator would: through our client, whichever
// catalog generation the site runs. The product list comes from the generation's own query (Catalog V1
// pages by offset, V3 by cursor), each product from `client.products` (the one summary, with its
// description), the collections from Collections V2.
import { type Collection, createClient, type DropcartClient, type ProductSummary } from '../../src/index.ts';
import { descriptionParagraphs } from './description.ts';

export interface SiteProduct {
  id: string;
  name: string;
  slug: string;
  /** The description's text, one entry per paragraph. */
  description: string[];
  formattedPrice: string;
  formattedDiscountedPrice?: string;
  imageUrl?: string;
  inStock: boolean;
  /** Out of stock, taking pre-orders (Catalog V3): bought as a pre-order. */
  preorder: boolean;
  hasOptions: boolean;
  collectionIds: string[];
  ribbon?: string;
}

export interface SiteCollection {
  id: string;
  name: string;
  slug: string;
}

/** Every product's id and collections, in name order. */
async function listProducts(client: DropcartClient): Promise<Array<{ id: string; collectionIds: string[] }>> {
  const listed: Array<{ id: string; name: string; collectionIds: string[] }> = [];
  if ((await client.products.version()) === 'V1_CATALOG') {
    for (let page = await client.catalog.queryProducts().limit(100).find(); ; page = await page.next()) {
      for (const p of page.items)
        listed.push({ id: p.id, name: p.name, collectionIds: p.collectionIds ?? [] });
      if (!page.hasNext()) break;
    }
  } else {
    // A V3 site groups products in categories (an API the emulator does not serve), not V1 collections.
    for (let page = await client.catalogV3.queryProducts().limit(100).find(); ; page = await page.next()) {
      for (const p of page.items) listed.push({ id: p.id, name: p.name, collectionIds: [] });
      if (!page.hasNext()) break;
    }
  }
  return listed.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The formatted price, or one formatted here where the platform sent none. */
function priced(money: ProductSummary['price'], currency = 'USD'): string {
  return (
    money.formatted ??
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(money.amount))
  );
}

function siteProduct(summary: ProductSummary, collectionIds: string[]): SiteProduct {
  const selling = priced(summary.price, summary.currency);
  const image = summary.image?.url;
  return {
    id: summary.id,
    name: summary.name,
    slug: summary.slug,
    description: descriptionParagraphs(summary.description),
    ...(summary.compareAtPrice
      ? {
          formattedPrice: priced(summary.compareAtPrice, summary.currency),
          formattedDiscountedPrice: selling,
        }
      : { formattedPrice: selling }),
    ...(image ? { imageUrl: image } : {}),
    inStock: summary.inStock,
    preorder: summary.availability === 'PREORDER',
    hasOptions: summary.options.length > 0,
    collectionIds,
    ...(summary.ribbon ? { ribbon: summary.ribbon } : {}),
  };
}

async function readCollections(api: string, client: DropcartClient): Promise<SiteCollection[]> {
  const res = await fetch(`${api}/v2/collections/query`, {
    method: 'POST',
    headers: { authorization: await client.auth.accessToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ query: { paging: { offset: 0, limit: 100 } } }),
  });
  if (res.status !== 200)
    throw new Error(`/v2/collections/query answered ${res.status}: ${await res.text()}`);
  const { collections } = (await res.json()) as { collections: Collection[] };
  return collections.map(({ id, name, slug }) => ({ id, name, slug: slug ?? id }));
}

export async function readCatalog(
  api: string,
): Promise<{ products: SiteProduct[]; collections: SiteCollection[] }> {
  const client = createClient({ clientId: 'demo', apiBase: api });
  const listed = await listProducts(client);
  const products = await Promise.all(
    listed.map(async ({ id, collectionIds }) => {
      const summary = await client.products.get(id);
      if (!summary) throw new Error(`product ${id} was listed but cannot be read`);
      return siteProduct(summary, collectionIds);
    }),
  );
  return { products, collections: await readCollections(api, client) };
}
