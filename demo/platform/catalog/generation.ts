// A site runs Catalog V1 or V3, never both (platform-2026.md §3). A call to the other generation's catalog
// paths is refused with 428 in the platform's applicationError shape. The V1-on-V3 code and message are
// what several independent storefronts report from live sites; the V3-on-V1 code is the symmetric
// counterpart that only one third-party script names (an inference: open question 11).
import { applicationError, type PlatformError } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import type { CatalogVersion, Platform } from '../platform.ts';

const REFUSALS: Record<CatalogVersion, () => PlatformError> = {
  V1_CATALOG: () =>
    applicationError(
      428,
      'CATALOG_V3_CALLING_CATALOG_V1_API',
      'Endpoint belongs to CATALOG_V1, but your site is using CATALOG_V3',
    ),
  V3_CATALOG: () =>
    applicationError(
      428,
      'CATALOG_V1_CALLING_CATALOG_V3_API',
      'Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1',
    ),
};

/**
 * The routes of one catalog generation: on a site of the other generation they answer the 428 refusal
 * before anything else (token, body), so that a client can tell the generation from any call.
 */
export function forCatalog(platform: Platform, generation: CatalogVersion, routes: Route[]): Route[] {
  return routes.map((route) => ({
    ...route,
    handler: (ctx) => {
      if (platform.config.catalogVersion !== generation) throw REFUSALS[generation]();
      return route.handler(ctx);
    },
  }));
}
