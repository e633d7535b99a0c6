// A shopper's client against the emulator (recording what it sends and the retries it reports) and the
// means to check the platform's cart afterwards through a fresh client, outside any fault.
import type { RunningPlatform } from '../../../demo/platform/index.ts';
import {
  type CartV1,
  type ClientOptions,
  createClient,
  isApiError,
  memoryTokenStorage,
  type RetryInfo,
  type Tokens,
  WIX_STORES_APP_ID,
} from '../../../src/index.ts';
import { recordingFetch } from '../../client/support/client.ts';

/** Seeded products without options and with plenty of stock, so faults, not stock, decide outcomes. */
export const STOCKED = [
  'classic-white-mug',
  'wool-socks',
  'notebook-dot-grid',
  'canvas-tote-bag',
  'striped-beanie',
] as const;

/** The seeded cart path (protocol §6.1). */
export const CART_PATH = '/ecom/v1/carts/current';

/**
 * A store client with short backoff (the policy is the default one, only scaled down so runs stay fast),
 * its requests recorded (then sent through `platform.fetch` when one is given) and its retries collected
 * (then told to `onRetry` when one is given).
 */
export function shopper(apiBase: string, options: Partial<ClientOptions> = {}) {
  const recorder = recordingFetch(options.platform?.fetch);
  const retries: RetryInfo[] = [];
  const client = createClient({
    clientId: 'demo',
    apiBase,
    retry: { baseDelayMs: 5, maxDelayMs: 50 },
    ...options,
    onRetry: (info) => {
      retries.push(info);
      options.onRetry?.(info);
    },
    platform: { ...options.platform, fetch: recorder.fetch },
  });
  /** How many requests went out with this method to this path. */
  const sent = (method: string, path: string) =>
    recorder.requests.filter((r) => r.method === method && r.path === path).length;
  return { client, requests: recorder.requests, retries, sent };
}

/** The ids of the STOCKED products, by slug. */
export async function stockedIds(apiBase: string): Promise<Record<(typeof STOCKED)[number], string>> {
  const client = createClient({ clientId: 'demo', apiBase });
  const { items } = await client.catalog
    .queryProducts()
    .in('slug', [...STOCKED])
    .find();
  const ids = Object.fromEntries(items.map((p) => [p.slug, p.id]));
  for (const slug of STOCKED) if (!ids[slug]) throw new Error(`no seeded product ${slug}`);
  return ids as Record<(typeof STOCKED)[number], string>;
}

export const line = (catalogItemId: string, quantity: number) => ({
  catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId },
  quantity,
});

/** Units per product id in a cart. */
export function quantities(cart: CartV1 | undefined): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of cart?.lineItems ?? []) {
    const id = item.catalogReference?.catalogItemId ?? '';
    units.set(id, (units.get(id) ?? 0) + item.quantity);
  }
  return units;
}

/** The units of one product in a cart. */
export const unitsOf = (cart: CartV1 | undefined, productId: string): number =>
  quantities(cart).get(productId) ?? 0;

/**
 * The cart the platform holds for these tokens, read by a fresh client after the faults are cleared: the
 * ground truth a test compares with what the caller was told. No cart yet counts as empty.
 */
export async function cartOnPlatform(platform: RunningPlatform, tokens: Tokens): Promise<CartV1 | undefined> {
  platform.faults.reset();
  const reader = createClient({
    clientId: 'demo',
    apiBase: platform.url,
    tokenStorage: memoryTokenStorage(tokens),
    retry: { retries: 0 },
  });
  try {
    return await reader.cartV1.get();
  } catch (error) {
    if (isApiError(error) && error.code === 'OWNED_CART_NOT_FOUND') return undefined;
    throw error;
  }
}

/** Units lost and doubled: the platform's cart against the units the caller expects. */
export function compareUnits(expected: Map<string, number>, actual: Map<string, number>) {
  let lost = 0;
  let doubled = 0;
  for (const id of new Set([...expected.keys(), ...actual.keys()])) {
    const difference = (actual.get(id) ?? 0) - (expected.get(id) ?? 0);
    if (difference < 0) lost -= difference;
    else doubled += difference;
  }
  return { lost, doubled };
}
