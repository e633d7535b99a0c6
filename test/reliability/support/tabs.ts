// Two or more "tabs" of one origin in Node: clients that share one localStorage-like storage (the fake
// window below) and, optionally, one Web Locks manager, as the tabs of a browser do.
import {
  type ClientOptions,
  createClient,
  localTokenStorage,
  type RetryInfo,
  type TokenChange,
} from '../../../src/index.ts';
import { recordingFetch } from '../../client/support/client.ts';

/** A Storage kept in a Map: what two tabs of one origin share. */
class MapStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** A FIFO lock manager: one holder at a time, in request order, as navigator.locks grants exclusive locks. */
export function fifoLocks(): LockManager {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, callback: () => Promise<unknown>) => {
      const run = queue.then(() => callback());
      queue = run.catch(() => undefined);
      return run;
    },
  } as unknown as LockManager;
}

/**
 * A browser "origin": tabs opened on it share its localStorage and (when given) its lock manager; every
 * request of every tab is recorded in one list, tagged with the tab.
 */
export function origin(apiBase: string, locks: LockManager | undefined) {
  // An EventTarget, so token subscribers can listen for `storage` events as they do on a real window.
  const window = Object.assign(new EventTarget(), { localStorage: new MapStorage() }) as unknown as Window;
  const recorder = recordingFetch();
  let opened = 0;
  const tab = (options: Partial<ClientOptions> = {}) => {
    const changes: TokenChange[] = [];
    const retries: RetryInfo[] = [];
    const client = createClient({
      clientId: 'demo',
      apiBase,
      tokenStorage: localTokenStorage('dropcart.tokens', { window }),
      retry: { baseDelayMs: 5, maxDelayMs: 50 },
      onRetry: (info) => retries.push(info),
      ...options,
      platform: { fetch: recorder.fetch, window, locks, ...options.platform },
    });
    client.auth.subscribe((change) => changes.push(change));
    opened++;
    return { client, changes, retries, name: `tab ${opened}` };
  };
  const grants = () =>
    recorder.requests
      .filter((r) => r.path === '/oauth2/token')
      .map((r) => (r.body as { grantType: string }).grantType);
  return { window, tab, grants, requests: recorder.requests };
}
