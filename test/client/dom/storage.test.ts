// @vitest-environment happy-dom
// Token storage in a browser: memory, localStorage (with other tabs' changes), cookies; and renewal
// coordinated between two "tabs" that share localStorage.
import { afterEach, describe, expect, it } from 'vitest';
import {
  cookieTokenStorage,
  createClient,
  getCookie,
  localTokenStorage,
  memoryTokenStorage,
  removeCookie,
  setCookie,
  type TokenChange,
  type Tokens,
} from '../../../src/index.ts';
import { usePlatform } from '../../support/platform.ts';
import { recordingFetch } from '../support/client.ts';

const platform = usePlatform();
const sample: Tokens = {
  accessToken: { value: 'a-1', expiresAt: 2_000_000_000 },
  refreshToken: { value: 'r-1', role: 'member' },
};

afterEach(() => {
  localStorage.clear();
  removeCookie('dropcart_tokens', document);
});

describe('memoryTokenStorage', () => {
  it('starts empty or with the given tokens', () => {
    expect(memoryTokenStorage().get().refreshToken.role).toBe('none');
    const storage = memoryTokenStorage(sample);
    expect(storage.get()).toEqual(sample);
    storage.set({ ...sample, refreshToken: { value: 'r-2', role: 'visitor' } });
    expect(storage.get().refreshToken.value).toBe('r-2');
  });
});

describe('localTokenStorage', () => {
  it('keeps tokens as JSON under its key and reads them back', () => {
    const storage = localTokenStorage('shop.tokens', { window });
    storage.set(sample);
    expect(JSON.parse(localStorage.getItem('shop.tokens') ?? '')).toEqual(sample);
    expect(localTokenStorage('shop.tokens', { window }).get()).toEqual(sample);
  });

  it('treats missing or damaged data as no tokens, losing nothing else', () => {
    localStorage.setItem('dropcart.tokens', '{not json');
    expect(localTokenStorage(undefined, { window }).get().refreshToken.role).toBe('none');
    localStorage.setItem('dropcart.tokens', JSON.stringify({ accessToken: 'x' }));
    expect(localTokenStorage(undefined, { window }).get().accessToken.value).toBe('');
    expect(localStorage.getItem('dropcart.tokens')).toBe(JSON.stringify({ accessToken: 'x' }));
  });

  it('reports a change made in another tab to subscribers as other-tab', () => {
    const tokenStorage = localTokenStorage('dropcart.tokens', { window });
    const client = createClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      tokenStorage,
      platform: { window },
    });
    const changes: TokenChange[] = [];
    const off = client.auth.subscribe((c) => changes.push(c));
    // what the browser does when another tab writes the key
    localStorage.setItem('dropcart.tokens', JSON.stringify(sample));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'dropcart.tokens', newValue: JSON.stringify(sample) }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(changes).toEqual([{ tokens: sample, reason: 'other-tab' }]);
    expect(client.auth.loggedIn()).toBe(true);
    off();
    window.dispatchEvent(new StorageEvent('storage', { key: 'dropcart.tokens' }));
    expect(changes).toHaveLength(1);
  });
});

/** A window whose localStorage is full, throws on every use, or cannot even be reached (site data blocked). */
function refusingWindow(kind: 'full' | 'throwing' | 'disabled'): Window {
  const quota = () => new DOMException("Setting the value of 'x' exceeded the quota.", 'QuotaExceededError');
  const denied = () => new DOMException('Access is denied for this document.', 'SecurityError');
  const storage = {
    getItem: (key: string) => {
      if (kind === 'throwing') throw denied();
      return localStorage.getItem(key);
    },
    setItem: () => {
      throw kind === 'full' ? quota() : denied();
    },
    removeItem: (key: string) => {
      if (kind === 'throwing') throw denied();
      localStorage.removeItem(key);
    },
  };
  const fake = Object.create(window) as Window;
  Object.defineProperty(fake, 'localStorage', {
    get: () => {
      if (kind === 'disabled') throw denied();
      return storage;
    },
  });
  return fake;
}

describe('localTokenStorage when the browser refuses its storage', () => {
  for (const [kind, cause] of [
    ['full', 'QuotaExceededError'],
    ['throwing', 'SecurityError'],
    ['disabled', 'SecurityError'],
  ] as const)
    it(`${kind}: keeps the tokens in memory, says why once, and a client signs a visitor in as usual`, async () => {
      const warnings: string[] = [];
      const win = refusingWindow(kind);
      const console = { warn: (...args: unknown[]) => warnings.push(args.join(' ')) };
      const tokenStorage = localTokenStorage('dropcart:demo:tokens', { window: win, console });
      const client = createClient({
        clientId: 'demo',
        apiBase: platform.current.url,
        tokenStorage,
        platform: { window: win, console, locks: undefined },
      });
      const cart = await client.cart.get();
      expect(cart).toBeNull(); // a visitor without a cart yet: the request went through
      const tokens = client.auth.getTokens();
      expect(tokens.refreshToken.role).toBe('visitor');
      expect(tokenStorage.get()).toEqual(tokens);
      await client.cart.get(); // the same token: nothing renewed, nothing said again
      expect(client.auth.getTokens()).toEqual(tokens);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('[dropcart] localStorage refused the session');
      expect(warnings[0]).toContain(cause);
      expect(warnings[0]).not.toContain(tokens.accessToken.value);
    });

  it('a stale copy left in a storage that became full is removed, so the next page does not resume it', () => {
    localStorage.setItem('dropcart:demo:tokens', JSON.stringify(sample));
    const warnings: string[] = [];
    const storage = localTokenStorage('dropcart:demo:tokens', {
      window: refusingWindow('full'),
      console: { warn: (text: string) => warnings.push(text) },
    });
    expect(storage.get()).toEqual(sample);
    storage.set({ ...sample, refreshToken: { value: 'r-2', role: 'member' } });
    expect(storage.get().refreshToken.value).toBe('r-2');
    expect(localStorage.getItem('dropcart:demo:tokens')).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe('cookies (spec §2 cookie helper)', () => {
  it('writes path / and an expiry in days of 86400000 ms', () => {
    const writes: string[] = [];
    const fakeDoc = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
      location: { protocol: 'http:' },
    } as unknown as Document;
    setCookie('k', 'v w', { days: 2 }, fakeDoc, Date.UTC(2026, 0, 1));
    expect(writes[0]).toBe(
      `k=v%20w; path=/; SameSite=Lax; expires=${new Date(Date.UTC(2026, 0, 3)).toUTCString()}`,
    );
  });

  it('keeps tokens in a cookie and reads them back', () => {
    const storage = cookieTokenStorage(undefined, { days: 7 }, { window });
    storage.set(sample);
    expect(JSON.parse(getCookie('dropcart_tokens', document) ?? '')).toEqual(sample);
    expect(cookieTokenStorage(undefined, {}, { window }).get()).toEqual(sample);
  });

  it('removes the cookie when the tokens are cleared', () => {
    const storage = cookieTokenStorage(undefined, {}, { window });
    storage.set(sample);
    storage.set({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(getCookie('dropcart_tokens', document)).toBeUndefined();
  });

  it('notices another tab`s cookie change when this tab regains focus, not its own writes', () => {
    const storage = cookieTokenStorage(undefined, {}, { window });
    let calls = 0;
    const off = storage.subscribe?.(() => calls++);
    storage.set(sample);
    window.dispatchEvent(new Event('focus'));
    expect(calls).toBe(0);
    setCookie(
      'dropcart_tokens',
      JSON.stringify({ ...sample, refreshToken: { value: 'r-9', role: 'visitor' } }),
      {},
      document,
      Date.now(),
    );
    window.dispatchEvent(new Event('focus'));
    expect(calls).toBe(1);
    off?.();
  });
});

describe('renewal across tabs', () => {
  async function twoTabs(locks: LockManager | undefined) {
    const recorder = recordingFetch();
    const tab = () =>
      createClient({
        clientId: 'demo',
        apiBase: platform.current.url,
        tokenStorage: localTokenStorage('dropcart.tokens', { window }),
        platform: { fetch: recorder.fetch, window, locks },
      });
    const a = tab();
    const b = tab();
    await a.auth.accessToken();
    const t = a.auth.getTokens();
    a.auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: 1 } });
    const before = recorder.requests.length;
    const tokens = await Promise.all([
      a.auth.accessToken(),
      b.auth.accessToken(),
      a.auth.accessToken(),
      b.auth.accessToken(),
    ]);
    return { tokens, renewals: recorder.requests.slice(before).filter((r) => r.path === '/oauth2/token') };
  }

  it('renews once for two tabs with the localStorage lease fallback', async () => {
    const { tokens, renewals } = await twoTabs(undefined);
    expect(new Set(tokens).size).toBe(1);
    expect(renewals).toHaveLength(1);
  });

  /** The platform's timers, with every wait the client asks for recorded (and `onWait` told of it). */
  const watchedTimers = (onWait: (ms: number) => void = () => undefined) => {
    const waits: number[] = [];
    return {
      waits,
      setTimeout: (callback: () => void, ms: number) => {
        waits.push(ms);
        onWait(ms);
        return globalThis.setTimeout(callback, ms);
      },
      clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as number),
    };
  };
  const POLL_MS = 50;

  it('takes over the lease of a tab that died holding it, without waiting for it', async () => {
    localStorage.setItem(
      'dropcart.token-renewal.lease',
      JSON.stringify({ id: 'closed-tab', until: Date.now() - 1 }),
    );
    const timers = watchedTimers();
    const client = createClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      platform: { window, locks: undefined, ...timers },
    });
    await client.auth.accessToken();
    // Only the short re-check after writing its own lease; never a poll for the dead tab's.
    expect(timers.waits).not.toContain(POLL_MS);
    expect(localStorage.getItem('dropcart.token-renewal.lease')).toBeNull();
  });

  it('waits while another tab holds the lease, then renews', async () => {
    localStorage.setItem(
      'dropcart.token-renewal.lease',
      JSON.stringify({ id: 'other-tab', until: Date.now() + 10_000 }),
    );
    const recorder = recordingFetch();
    let polled = () => {};
    const firstPoll = new Promise<void>((resolve) => {
      polled = resolve;
    });
    const timers = watchedTimers((ms) => ms === POLL_MS && polled());
    const client = createClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      platform: { window, locks: undefined, fetch: recorder.fetch, ...timers },
    });
    const pending = client.auth.accessToken();
    await firstPoll;
    expect(recorder.requests).toEqual([]);
    localStorage.removeItem('dropcart.token-renewal.lease');
    await expect(pending).resolves.not.toBe('');
    expect(recorder.requests).toHaveLength(1);
  });

  it('renews once for two tabs with Web Locks', async () => {
    // happy-dom has no navigator.locks: a FIFO lock manager shared by both tabs plays the browser's part.
    let queue: Promise<unknown> = Promise.resolve();
    let granted = 0;
    const locks = {
      request: (_name: string, callback: () => Promise<unknown>) => {
        const run = queue.then(() => {
          granted++;
          return callback();
        });
        queue = run.catch(() => undefined);
        return run;
      },
    } as unknown as LockManager;
    const { tokens, renewals } = await twoTabs(locks);
    expect(granted).toBeGreaterThanOrEqual(2);
    expect(new Set(tokens).size).toBe(1);
    expect(renewals).toHaveLength(1);
  });
});
