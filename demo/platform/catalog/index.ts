// The catalog service: reads for everyone with a token, writes for the merchant key only. A site runs
// Catalog V1 or V3 (`config.catalogVersion`); both generations' routes are served, and the other
// generation's answer the platform's 428 refusal. The store itself keeps the V1 shape; V3 is a projection.
import { ribbonsSlice } from '../events/ribbons.ts';
import type { PlatformModule } from '../platform.ts';
import { forCatalog } from './generation.ts';
import { inspectControlRoutes } from './inspect-control.ts';
import { catalogReadRoutes } from './read-routes.ts';
import { stockControlRoutes } from './stock-control.ts';
import { catalog } from './store.ts';
import { v3ProductRoutes } from './v3/product-routes.ts';
import { v3VariantRoutes } from './v3/variant-routes.ts';
import { catalogVersionRoutes } from './version-routes.ts';
import { bulkWriteRoutes } from './write-bulk.ts';
import { collectionWriteRoutes } from './write-collections.ts';
import { mediaWriteRoutes } from './write-media.ts';
import { productWriteRoutes } from './write-products.ts';
import { variantWriteRoutes } from './write-variants.ts';

export const catalogModule: PlatformModule = (platform) => {
  // Seed on first start, so the state file holds the store from the beginning and later ribbon
  // changes are measured against the seeded ribbons.
  ribbonsSlice(platform, () => catalog(platform).products);
  return [
    ...catalogReadRoutes(platform),
    ...forCatalog(platform, 'V1_CATALOG', [
      ...productWriteRoutes(platform),
      ...variantWriteRoutes(platform),
      ...mediaWriteRoutes(platform),
      ...collectionWriteRoutes(platform),
      ...bulkWriteRoutes(platform),
    ]),
    // Variant reads first: `/stores/v3/products/:productId` would also match their paths.
    ...forCatalog(platform, 'V3_CATALOG', [...v3VariantRoutes(platform), ...v3ProductRoutes(platform)]),
    ...catalogVersionRoutes(platform),
    ...stockControlRoutes(platform),
    ...inspectControlRoutes(platform),
  ];
};
