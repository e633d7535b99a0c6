import { createHash, randomUUID } from 'node:crypto';

/** A GUID derived from `parts`, so seeded products and generated variants keep their ids across restarts. */
export function stableId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const newId = (): string => randomUUID();

/** Lower-case words joined by dashes: `"Classic Mug!"` → `"classic-mug"`. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

/**
 * The id of a product's one variant in Catalog V3 when it has no options. V1 gives every such product the
 * all-zero variant id; V3 gives each its own GUID (every V3 product has at least one variant), so a client
 * must read it from the product rather than assume it. Both generations' carts accept it on a V3 site.
 */
export const v3DefaultVariantId = (productId: string): string => stableId(productId, 'default-variant');
