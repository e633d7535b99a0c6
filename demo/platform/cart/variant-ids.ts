// The variant id a cart shows and accepts for a stored (V1-shaped) variant, by the site's catalog generation:
// option-combination variants keep their ids in both; a product without options has the all-zero id on a
// V1 site and its own V3 default-variant GUID on a V3 site (`catalog/ids.ts`).
import { v3DefaultVariantId } from '../catalog/ids.ts';
import { DEFAULT_VARIANT_ID } from '../catalog/types.ts';
import type { CatalogVersion } from '../platform.ts';

export const variantIdOnSite = (productId: string, storedId: string, version: CatalogVersion): string =>
  version === 'V3_CATALOG' && storedId === DEFAULT_VARIANT_ID ? v3DefaultVariantId(productId) : storedId;
