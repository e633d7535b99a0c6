// The demo site's generator (demo/site/catalog.ts, pages.ts) on both catalog generations: it reads the
// store through our client, and a product page shows its description as text, never as escaped tags.
// (No browser: the pages it writes are what the journeys then load.)
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../demo/site/catalog.ts';
import { productPage } from '../../demo/site/pages.ts';
import { startTestPlatform } from '../support/platform.ts';

describe.each(['V3_CATALOG', 'V1_CATALOG'] as const)(
  'the demo site generator on a %s store',
  (catalogVersion) => {
    it('reads every visible product, with prices, stock and the description as text', async () => {
      const platform = await startTestPlatform({ config: { catalogVersion } });
      try {
        const { products, collections } = await readCatalog(platform.url);
        expect(products).toHaveLength(29); // the seed's visible products
        const tee = products.find((p) => p.slug === 'organic-cotton-tee');
        expect(tee).toMatchObject({ name: 'Organic Cotton Tee', formattedPrice: '$25.00', hasOptions: true });
        expect(tee?.description).toContain('180 gsm combed cotton');
        expect(products.find((p) => p.slug === 'cracked-glaze-mug')?.inStock).toBe(false);
        expect(products.find((p) => p.slug === 'sunrise-travel-tumbler')).toMatchObject({
          formattedPrice: '$28.00',
          formattedDiscountedPrice: '$21.00',
        });
        const page = productPage(tee!).text;
        expect(page).toContain('<p>180 gsm combed cotton</p>');
        expect(page).not.toMatch(/&lt;|&#60;/); // no markup shown as text
        // Collections exist on a V1 store; a V3 store groups products in categories (not emulated).
        expect(collections.length > 0).toBe(catalogVersion === 'V1_CATALOG');
      } finally {
        await platform.close();
      }
    });
  },
);
