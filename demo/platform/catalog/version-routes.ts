// `GET /stores/v3/provision/version` (catalog-versioning `GetCatalogVersion`): which catalog the site runs.
// It answers on both generations, to any caller with a token, visitors included; whether the live platform
// lets a visitor token call it is open question 10 (a client must also read the 428 refusals).
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { readerIsMerchant } from './access.ts';
import type { CatalogVersionResponse } from './v3/wire.ts';

export const catalogVersionRoutes = (platform: Platform): Route[] => [
  {
    method: 'GET',
    path: '/stores/v3/provision/version',
    handler: (ctx): CatalogVersionResponse => {
      readerIsMerchant(platform, ctx);
      return { catalogVersion: platform.config.catalogVersion };
    },
  },
];
