// The options that set the policy: timeoutMs (default 15 s, 0 = none, bad values refused), retry bounds,
// the onRetry hook (a failing hook does not fail the read), all on the injected timers and random source.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { useFigures } from './support/figures.ts';
import { CART_PATH, line, shopper, stockedIds } from './support/store.ts';

// A Catalog V1 site: these tests read the V1 catalog (a V3 site refuses it with 428).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const figures = useFigures('policy-options', platform);
afterEach(() => platform.current.faults.reset());

let mug: string;
beforeAll(async () => {
  mug = (await stockedIds(platform.current.url))['classic-white-mug'];
});

/** Real timers that remember every delay they were asked for. */
function recordingTimers() {
  const delays: number[] = [];
  return {
    delays,
    setTimeout: (callback: () => void, ms: number) => {
      delays.push(ms);
      return globalThis.setTimeout(callback, ms);
    },
  };
}

describe('timeoutMs', () => {
  it('limits every request, token grant included, to 15000 ms by default', async () => {
    const timers = recordingTimers();
    const s = shopper(platform.current.url, { platform: { setTimeout: timers.setTimeout } });
    await s.client.cartV1.add({ lineItems: [line(mug, 1)] });
    await s.client.cartV1.get();
    // the anonymous grant, the add, the read: one 15 s limit each
    expect(timers.delays).toEqual([15_000, 15_000, 15_000]);
  });

  it('0 turns the limit off: a slow answer is waited for', async () => {
    const timers = recordingTimers();
    const s = shopper(platform.current.url, { timeoutMs: 0, platform: { setTimeout: timers.setTimeout } });
    await s.client.cartV1.add({ lineItems: [line(mug, 1)] });
    platform.current.faults.set({ latencyMs: 150 });
    await expect(s.client.cartV1.get()).resolves.toMatchObject({ lineItems: [{ quantity: 1 }] });
    figures.operations++;
    expect(timers.delays).toEqual([]);
  });

  it('refuses a negative or non-numeric limit or retry bound with a clear error', () => {
    const create = (options: Partial<Parameters<typeof createStoreClient>[0]>) => () =>
      createStoreClient({ clientId: 'demo', ...options });
    expect(create({ timeoutMs: -1 })).toThrow('createClient: timeoutMs must be a number, 0 or more, not -1');
    expect(create({ timeoutMs: Number.NaN })).toThrow(
      'createClient: timeoutMs must be a number, 0 or more, not NaN',
    );
    expect(create({ retry: { retries: -1 } })).toThrow(
      'createClient: retry.retries must be a number, 0 or more, not -1',
    );
    expect(create({ retry: { baseDelayMs: Number.NaN } })).toThrow(
      'createClient: retry.baseDelayMs must be a number, 0 or more, not NaN',
    );
    expect(create({ retry: { retries: 0, baseDelayMs: 0, maxDelayMs: 0 } })).not.toThrow();
  });
});

describe('retry waits on the injected timers and random source', () => {
  it('asks the timers for base × 2^n × random(): 150, 300, 600 with the defaults and random() = 0.5', async () => {
    const timers = recordingTimers();
    const s = shopper(platform.current.url, {
      retry: {}, // the defaults: 3 retries, 300 ms base
      platform: { setTimeout: timers.setTimeout, random: () => 0.5 },
    });
    await s.client.cartV1.add({ lineItems: [line(mug, 1)] });
    platform.current.faults.set({ rules: [{ pathPrefix: CART_PATH, method: 'GET', status: 503, times: 3 }] });
    timers.delays.length = 0;
    await s.client.cartV1.get();
    figures.operations++;
    figures.retries += s.retries.length;
    // each attempt's 15 s limit, then the wait before the next
    expect(timers.delays).toEqual([15_000, 150, 15_000, 300, 15_000, 600, 15_000]);
  });

  it('keeps reading when the onRetry hook throws, and reports the hook`s error apart', async () => {
    const reported: unknown[] = [];
    let firstReport: () => void = () => undefined;
    const reportedOnce = new Promise<void>((resolve) => {
      firstReport = resolve;
    });
    const s = shopper(platform.current.url, {
      onRetry: () => {
        throw new Error('hook bug');
      },
      platform: {
        setTimeout: (callback: () => void, ms: number) =>
          globalThis.setTimeout(() => {
            try {
              callback();
            } catch (error) {
              reported.push(error);
              firstReport();
            }
          }, ms),
      },
    });
    await s.client.cartV1.add({ lineItems: [line(mug, 1)] });
    platform.current.faults.set({ rules: [{ pathPrefix: CART_PATH, method: 'GET', status: 500, times: 1 }] });
    await expect(s.client.cartV1.get()).resolves.toMatchObject({ lineItems: [{ quantity: 1 }] });
    figures.operations++;
    await reportedOnce; // on a timer of its own, apart from the read
    expect(reported).toEqual([new Error('hook bug')]);
  });
});
