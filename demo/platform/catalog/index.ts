// The catalog service: reads for everyone with a token, writes for the merchant key only.
import { ribbonsSlice } from '../events/ribbons.ts';
import type { PlatformModule } from '../platform.ts';
import { catalogReadRoutes } from './read-routes.ts';
import { stockControlRoutes } from './stock-control.ts';
import { catalog } from './store.ts';
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
    ...productWriteRoutes(platform),
    ...variantWriteRoutes(platform),
    ...mediaWriteRoutes(platform),
    ...collectionWriteRoutes(platform),
    ...bulkWriteRoutes(platform),
    ...stockControlRoutes(platform),
  ];
};
