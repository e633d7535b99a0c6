// Which catalog a site runs (a site has V1 or V3, never both; platform-2026.md §3.8): asked once per
// client id with `GET /stores/v3/provision/version` and kept in localStorage (memory where there is none),
// so a page load after the first asks nothing: the platform never downgrades a site (platform-2026.md
// §3.8), and a site upgraded since is caught by the 428 its first V1 read gets, which switches the cache.
// When that endpoint refuses the token, a one-product read tells: a catalog call of the other generation
// answers 428 with a code naming the site's catalog. A caller that knows the site's catalog says so
// (`catalogVersion`), and nothing is asked.
import { abortable } from '../auth/abortable.ts';
import type { SessionCore } from '../auth/session.ts';
import { ApiError } from '../errors/api-error.ts';
import { DropcartError } from '../errors/dropcart-error.ts';
import { remembered } from '../remembered.ts';
import type { CatalogVersion } from '../types/catalog.ts';
import { getCatalogVersion } from './v3-read.ts';

const SIGNALS: Record<string, CatalogVersion> = {
  CATALOG_V3_CALLING_CATALOG_V1_API: 'V3_CATALOG',
  CATALOG_V1_CALLING_CATALOG_V3_API: 'V1_CATALOG',
};

/** The site's catalog as a refusal names it (a V1 call on a V3 site, or the reverse), else undefined. */
export const signalledVersion = (error: unknown): CatalogVersion | undefined =>
  error instanceof ApiError ? SIGNALS[error.code] : undefined;

export interface CatalogVersionCache {
  /** The site's catalog, detected once per client id. */
  get(signal?: AbortSignal): Promise<CatalogVersion>;
  /** The site's catalog if it is known without asking (kept, or named by the caller), else undefined. */
  known(): CatalogVersion | undefined;
  /** A read learned better (the 428 switch). */
  set(version: CatalogVersion): void;
}

/**
 * @param probes a one-product read of each generation (products.ts), tried V3 first when the version
 * endpoint refuses the token.
 * @param declared the generation the caller says the site runs: taken without asking, unless the
 * platform named one before (a 428 switch, or a detection, remembered).
 */
export function catalogVersionCache(
  core: SessionCore,
  probes: Record<CatalogVersion, () => Promise<unknown>>,
  declared?: CatalogVersion,
): CatalogVersionCache {
  const stored = remembered(core.platform, 'localStorage', `dropcart.catalogVersion.${core.clientId}`);
  let detecting: Promise<CatalogVersion> | undefined;

  /** A one-product read of each generation, the first that answers or names the site's catalog. */
  async function probe(refusal: unknown): Promise<CatalogVersion> {
    for (const version of ['V3_CATALOG', 'V1_CATALOG'] as const) {
      try {
        await probes[version]();
        return version;
      } catch (error) {
        const named = signalledVersion(error);
        if (named) return named;
      }
    }
    throw refusal;
  }

  async function detect(): Promise<CatalogVersion> {
    try {
      const { catalogVersion } = await getCatalogVersion(core);
      if (catalogVersion === 'V1_CATALOG' || catalogVersion === 'V3_CATALOG') return catalogVersion;
      throw new DropcartError(
        `This site has no store (catalog version ${catalogVersion})`,
        'STORES_NOT_INSTALLED',
      );
    } catch (error) {
      const named = signalledVersion(error);
      if (named) return named;
      // Whether a visitor token may ask is not documented (platform-2026.md, open question 10).
      if (error instanceof ApiError && [403, 404, 428].includes(error.status)) return probe(error);
      throw error;
    }
  }

  const known = (): CatalogVersion | undefined => {
    const kept = stored.get();
    return kept === 'V1_CATALOG' || kept === 'V3_CATALOG' ? kept : declared;
  };

  return {
    known,
    get(signal) {
      const site = known();
      if (site) return Promise.resolve(site);
      // One detection for every caller; a caller's abort stops only its own wait.
      detecting ??= detect()
        .then((version) => {
          stored.set(version);
          return version;
        })
        .finally(() => {
          detecting = undefined;
        });
      return abortable(detecting, signal);
    },
    set: (version) => stored.set(version),
  };
}
