// Cross-tab mutual exclusion for token renewal where Web Locks are missing (lock.ts): a short lease in
// localStorage (auth0-spa-js does the same), otherwise none (one JS context, single flight suffices).
import { toJson } from '../http/json.ts';
import { localStorageOf, type Platform } from '../platform.ts';

const LEASE_MS = 10_000;
const POLL_MS = 50;

const sleep = (platform: Platform, ms: number) =>
  new Promise<void>((resolve) => {
    platform.setTimeout(resolve, ms);
  });

export async function withLease<T>(platform: Platform, name: string, task: () => Promise<T>): Promise<T> {
  const storage = localStorageOf(platform);
  if (!storage) return task();
  const key = `${name}.lease`;
  const id = `${platform.now()}-${platform.random()}`;
  const readLease = (): { id: string; until: number } | undefined => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  };
  // Give up waiting after one lease time: a stuck tab must not block renewal for ever.
  const giveUpAt = platform.now() + LEASE_MS;
  let owner = false;
  while (!owner && platform.now() < giveUpAt) {
    const lease = readLease();
    if (!lease || lease.until < platform.now()) {
      try {
        storage.setItem(key, toJson({ id, until: platform.now() + LEASE_MS }));
      } catch {
        break; // full or refusing: no lease to coordinate with, this tab renews on its own
      }
      // Another tab may have written at the same moment: the last writer wins, so check again.
      await sleep(platform, 10);
      owner = readLease()?.id === id;
    }
    if (!owner) await sleep(platform, POLL_MS);
  }
  try {
    return await task();
  } finally {
    try {
      if (owner && readLease()?.id === id) storage.removeItem(key);
    } catch {
      // The lease runs out by itself.
    }
  }
}
