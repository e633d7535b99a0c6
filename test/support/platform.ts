import { afterAll, beforeAll } from 'vitest';
import { wantsControlToken } from '../../demo/platform/http/guard.ts';
import { type RunningPlatform, type StartOptions, startPlatform } from '../../demo/platform/index.ts';

/**
 * The control token of each emulator this test file started, by origin. The emulator's control endpoints
 * (`/_emulator/…`) want it (demo/platform/http/guard.ts); tests reach them through `controlFetch`, or
 * through helpers built on it, and never pass the token themselves.
 */
const controlTokens = new Map<string, string>();
/** The fetch of the environment, not one a test replaced (the SDK tests redirect `globalThis.fetch`). */
const nativeFetch = globalThis.fetch;

/** Makes an emulator's control endpoints reachable through `controlFetch` (`usePlatform` does it). */
export function rememberControlToken(platform: Pick<RunningPlatform, 'url' | 'controlToken'>): void {
  controlTokens.set(new URL(platform.url).origin, platform.controlToken);
}

/** Starts the emulator in-process, its control endpoints reachable through `controlFetch`. */
export async function startTestPlatform(options: StartOptions = {}): Promise<RunningPlatform> {
  const running = await startPlatform(options);
  rememberControlToken(running);
  return running;
}

/**
 * A request to the emulator at `base` with its control token (the `x-emulator-token` header): the one way
 * tests call `/_emulator/…` endpoints other than health, events and public-key.
 */
export function controlFetch(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const origin = new URL(base).origin;
  const token = controlTokens.get(origin);
  if (token === undefined)
    throw new Error(
      `no control token for the emulator at ${origin}: start it with usePlatform/startTestPlatform`,
    );
  const headers = new Headers(init.headers);
  headers.set('x-emulator-token', token);
  return nativeFetch(`${origin}${path}`, { ...init, headers });
}

/** The header that carries the control token of the emulator at `base`, for clients of its own (streams). */
export function controlHeaders(base: string): Record<string, string> {
  const token = controlTokens.get(new URL(base).origin);
  if (token === undefined)
    throw new Error(
      `no control token for the emulator at ${base}: start it with usePlatform/startTestPlatform`,
    );
  return { 'x-emulator-token': token };
}

/** A request to the emulator at `base`: with the control token when the path is a control endpoint. */
export function emulatorFetch(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  return wantsControlToken(path) ? controlFetch(base, path, init) : nativeFetch(base + path, init);
}

/** `controlFetch` with a JSON body (POST unless `method` says otherwise), answering the parsed JSON. */
export async function control<T = Record<string, unknown>>(
  base: string,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const response = await controlFetch(base, path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Starts the emulator in-process for the tests of one file, on a free port, with in-memory state.
 * Read `.current` inside tests: `const platform = usePlatform(); … fetch(platform.current.url + …)`.
 */
export function usePlatform(options: StartOptions = {}): { current: RunningPlatform } {
  const holder = {} as { current: RunningPlatform };
  beforeAll(async () => {
    holder.current = await startTestPlatform(options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
