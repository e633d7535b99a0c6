// Catalog V3's `revision` of each product: "increments by 1 each time the product is updated". The V1
// shape the store keeps has no such field, so the count lives in its own state slice, moved by every commit.
import type { Platform } from '../platform.ts';

const slice = (platform: Platform) =>
  platform.state.slice<Record<string, number>>('productRevisions', () => ({}));

/** A product's revision; a seeded product that was never written is at 1. */
export const revisionOf = (platform: Platform, productId: string): number => slice(platform)[productId] ?? 1;

export function recordRevision(
  platform: Platform,
  productId: string,
  kind: 'created' | 'updated' | 'deleted',
): void {
  const revisions = slice(platform);
  if (kind === 'deleted') delete revisions[productId];
  else revisions[productId] = kind === 'created' ? 1 : revisionOf(platform, productId) + 1;
}
