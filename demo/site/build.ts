// `npm run build` step: generates the demo store's pages into dist/site from the emulator's seeded
// catalog, so that prices and names on the host pages can never drift from the store.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildReactHost } from './build-react.ts';
import { cardsBody } from './cards.ts';
import { readCatalog } from './catalog.ts';
import { PLACEHOLDER } from './html.ts';
import { lookbookBody, lookbookFrame, lookbookProducts } from './lookbook.ts';
import { layout, productGrid, productPage } from './pages.ts';
import { spawnPlatform } from './spawn-platform.ts';

const out = resolve(import.meta.dirname, '../../dist/site');
const dataDir = mkdtempSync(join(tmpdir(), 'dropcart-site-'));
// The pages are the same whichever generation the store runs (the same products, ids and prices; the
// widget reads the live catalog either way). They are read from a Catalog V1 store because its collections
// make the pages' navigation; a V3 store groups products in categories, which the emulator does not serve.
const platform = await spawnPlatform(['--port', '0', '--data', dataDir, '--reset', '--catalog', 'v1']);
try {
  const { products, collections } = await readCatalog(platform.url);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'collections'), { recursive: true });
  mkdirSync(join(out, 'products'), { recursive: true });
  // Media URLs carry the address of this throw-away emulator; the server puts the real one back.
  const write = (path: string, text: string) =>
    writeFileSync(join(out, path), text.replaceAll(platform.url, PLACEHOLDER.api));

  write('index.html', layout('Home', collections, productGrid('All products', products)));
  for (const collection of collections) {
    const members = products.filter((p) => p.collectionIds.includes(collection.id));
    write(
      `collections/${collection.slug}.html`,
      layout(collection.name, collections, productGrid(collection.name, members)),
    );
  }
  for (const product of products)
    write(`products/${product.slug}.html`, layout(product.name, collections, productPage(product)));
  write('cards.html', layout('Product cards', collections, cardsBody(products)));
  write('lookbook.html', layout('Lookbook', collections, lookbookBody()));
  write('lookbook-frame.html', lookbookFrame(lookbookProducts(products)));
  for (const file of ['site.css', 'lookbook-frame.js'])
    cpSync(resolve(import.meta.dirname, 'static', file), join(out, file));
  await buildReactHost(join(out, 'react'));
  console.log(`demo site: ${products.length} product pages, ${collections.length} collections → dist/site`);
} finally {
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
