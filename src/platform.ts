// Everything `src/` needs from its host, in one object with defaults (design.md §2), so tests and other
// runtimes can swap any part: a counting fetch, a fixed clock, a fake window.

/** The outside world of the client. Every member has a default taken from `globalThis`. */
export interface Platform {
  /** @default globalThis.fetch, looked up at each call (so a later replacement is honoured) */
  fetch: typeof fetch;
  /** Milliseconds since the epoch. @default Date.now */
  now(): number;
  /** @default globalThis.setTimeout */
  setTimeout(callback: () => void, ms: number): unknown;
  /** @default globalThis.clearTimeout */
  clearTimeout(handle: unknown): void;
  /** WebCrypto, for PKCE hashing, random verifiers and webhook signatures. @default globalThis.crypto */
  crypto: Crypto;
  /**
   * The browser window (silent iframe, location, localStorage, storage events, the BroadcastChannel on which
   * tabs tell each other of a token renewal); undefined in Node. @default globalThis.window
   */
  window: Window | undefined;
  /** Web Locks, to coordinate token renewal across tabs; undefined where absent. @default navigator.locks */
  locks: LockManager | undefined;
  /** A number in [0, 1), for the jitter of retry waits and the id of a renewal lease. @default Math.random */
  random(): number;
  /** Where the client says things a developer should know (a fallback it took). @default globalThis.console */
  console: Pick<Console, 'warn'>;
}

export function resolvePlatform(partial: Partial<Platform> = {}): Platform {
  const g = globalThis as typeof globalThis & { window?: Window; navigator?: Navigator };
  return {
    fetch: (input, init) => g.fetch(input, init),
    now: () => Date.now(),
    setTimeout: (callback, ms) => g.setTimeout(callback, ms),
    clearTimeout: (handle) => g.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
    crypto: g.crypto,
    window: typeof g.window === 'undefined' ? undefined : g.window,
    locks: g.navigator?.locks,
    random: Math.random,
    console: g.console,
    ...partial,
  };
}

/** `window.localStorage`, or undefined when there is none or it throws (Safari private mode, sandboxed frames). */
export function localStorageOf(platform: Pick<Platform, 'window'>): Storage | undefined {
  return storageOf(platform, 'localStorage');
}

/** `window.localStorage` or `window.sessionStorage`, or undefined when there is none or it throws. */
export function storageOf(
  platform: Pick<Platform, 'window'>,
  kind: 'localStorage' | 'sessionStorage',
): Storage | undefined {
  try {
    return platform.window?.[kind] ?? undefined;
  } catch {
    return undefined;
  }
}
