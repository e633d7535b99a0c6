// Cross-tab mutual exclusion for token renewal: Web Locks where present (every browser since 2022), otherwise
// a lease in localStorage (lease.ts), whose code loads only in a runtime that needs it (an older browser,
// Node), so the widget's first load carries none of it.
import type { Platform } from '../platform.ts';

export async function withLock<T>(platform: Platform, name: string, task: () => Promise<T>): Promise<T> {
  if (platform.locks) return platform.locks.request(name, task);
  // The lease only coordinates: when its code cannot load (offline), this tab renews on its own.
  const lease = await import('./lease.ts').catch(() => undefined);
  return lease ? lease.withLease(platform, name, task) : task();
}
