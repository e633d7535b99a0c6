// Changes under faults: never repeated by the client. A change that was sent and got no usable answer
// (connection dropped before or after the platform handled it, or the time ran out) is a SystemError
// OUTCOME_UNKNOWN; the caller reads the cart back and decides. The platform's cart is checked afterwards
// through a fresh client: nothing doubled, nothing lost.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type CartV1, isApiError, isSystemError, type SystemError } from '../../src/index.ts';
import { testClock } from '../support/clock.ts';
import { usePlatform } from '../support/platform.ts';
import { useFigures } from './support/figures.ts';
import { CART_PATH, cartOnPlatform, line, shopper, stockedIds, unitsOf } from './support/store.ts';

// A Catalog V1 site: these tests read the V1 catalog (a V3 site refuses it with 428).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const figures = useFigures('mutation-outcome', platform);
afterEach(() => platform.current.faults.reset());

let ids: Awaited<ReturnType<typeof stockedIds>>;
beforeAll(async () => {
  ids = await stockedIds(platform.current.url);
});

const faults = (...rules: Array<Record<string, unknown>>) => platform.current.faults.set({ rules });
const ADD = `${CART_PATH}/add-to-cart`;

/** A shopper with warm tokens and a cart holding one pair of socks. */
async function shopperWithCart(options: Parameters<typeof shopper>[1] = {}) {
  const s = shopper(platform.current.url, options);
  await s.client.cartV1.add({ lineItems: [line(ids['wool-socks'], 1)] });
  return s;
}

/**
 * A fetch whose answers to `path` reach the caller only once the test lets them: the platform has done the
 * change and answered, and the answer is late. From `hold()` on; `until(n)` resolves once `n` are held.
 */
function lateAnswers(path: string) {
  const held: Array<() => void> = [];
  const waiting: Array<() => void> = [];
  let holding = false;
  return {
    fetch: (async (input, init) => {
      const response = await fetch(input, init);
      if (!holding || new URL(new Request(input).url).pathname !== path) return response;
      await new Promise<void>((release, reject) => {
        held.push(release);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
        for (const wake of waiting.splice(0)) wake();
      });
      return response;
    }) as typeof fetch,
    hold() {
      holding = true;
    },
    async until(count: number): Promise<void> {
      while (held.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
  };
}

function expectOutcomeUnknown(error: unknown, timedOut = false): asserts error is SystemError {
  expect(isSystemError(error)).toBe(true);
  expect(error).toMatchObject({
    name: 'SystemError',
    code: 'OUTCOME_UNKNOWN',
    outcomeUnknown: true,
    timedOut,
  });
  expect((error as Error).message).toMatch(
    /; the outcome is unknown: read the state back before repeating the change$/,
  );
  figures.outcomeUnknown++;
}

/**
 * What a widget does with a change whose outcome is unknown: read the cart back (a read, so retried),
 * and repeat the change only if it is not there.
 */
async function settle(
  s: ReturnType<typeof shopper>,
  applied: (cart: CartV1) => boolean,
  repeat: () => Promise<unknown>,
): Promise<void> {
  figures.readBacks++;
  if (!applied(await s.client.cartV1.get())) await repeat();
}

describe('an add whose answer is lost', () => {
  it('after the platform handled it: OUTCOME_UNKNOWN, sent once, in the cart once', async () => {
    const s = await shopperWithCart();
    const mug = ids['classic-white-mug'];
    faults({ pathPrefix: ADD, dropAfterHandling: true, times: 1 });
    const add = () => s.client.cartV1.add({ lineItems: [line(mug, 1)] });
    const error = await add().catch((e: unknown) => e);
    figures.operations++;
    expectOutcomeUnknown(error);
    expect(s.sent('POST', ADD)).toBe(2); // the setup's add and this one: never repeated
    expect(s.retries).toEqual([]);
    await settle(s, (cart) => unitsOf(cart, mug) === 1, add);
    const cart = await cartOnPlatform(platform.current, s.client.auth.getTokens());
    expect(unitsOf(cart, mug)).toBe(1);
    expect(unitsOf(cart, ids['wool-socks'])).toBe(1);
  });

  it('before the platform handled it: OUTCOME_UNKNOWN too; the read-back shows it missing, one repeat adds it', async () => {
    const s = await shopperWithCart();
    const mug = ids['classic-white-mug'];
    faults({ pathPrefix: ADD, drop: true, times: 1 });
    const add = () => s.client.cartV1.add({ lineItems: [line(mug, 3)] });
    const error = await add().catch((e: unknown) => e);
    figures.operations++;
    expectOutcomeUnknown(error);
    expect(unitsOf(await cartOnPlatform(platform.current, s.client.auth.getTokens()), mug)).toBe(0);
    await settle(s, (cart) => unitsOf(cart, mug) === 3, add);
    expect(s.sent('POST', ADD)).toBe(3);
    expect(unitsOf(await cartOnPlatform(platform.current, s.client.auth.getTokens()), mug)).toBe(3);
  });

  it('a 5xx answer is an answer: an ApiError, not repeated, nothing added', async () => {
    const s = await shopperWithCart();
    const mug = ids['classic-white-mug'];
    faults({ pathPrefix: ADD, status: 503, times: 1 });
    const error = await s.client.cartV1.add({ lineItems: [line(mug, 1)] }).catch((e: unknown) => e);
    figures.operations++;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503 });
    expect(s.sent('POST', ADD)).toBe(2);
    expect(s.retries).toEqual([]);
    expect(unitsOf(await cartOnPlatform(platform.current, s.client.auth.getTokens()), mug)).toBe(0);
  });

  // A 5xx is an answer, but not proof that nothing happened: the platform may have written the change and
  // then failed, or a gateway gave up on the answer. The caller reads back (as the widget does) and finds it.
  // The platform's error shape is an ApiError; a gateway's page, which says nothing, is spec §8's "System
  // error occurred", a SystemError that says the outcome is unknown.
  for (const [what, rule, expected] of [
    ['a 500 in the platform’s error shape', { status: 500 }, { name: 'ApiError', status: 500 }],
    [
      'a 502 HTML page from a gateway',
      { status: 502, body: 'html' },
      { name: 'SystemError', status: 502, outcomeUnknown: true },
    ],
  ] as const)
    it(`${what} after the platform applied the add: ${expected.name}, sent once; the read-back finds it, nothing repeated`, async () => {
      const s = await shopperWithCart();
      const mug = ids['classic-white-mug'];
      faults({ pathPrefix: ADD, statusAfterHandling: true, times: 1, ...rule });
      const add = () => s.client.cartV1.add({ lineItems: [line(mug, 2)] });
      const error = await add().catch((e: unknown) => e);
      figures.operations++;
      expect(error).toMatchObject(expected);
      expect(s.sent('POST', ADD)).toBe(2);
      expect(s.retries).toEqual([]);
      await settle(s, (cart) => unitsOf(cart, mug) === 2, add);
      expect(s.sent('POST', ADD)).toBe(2);
      expect(unitsOf(await cartOnPlatform(platform.current, s.client.auth.getTokens()), mug)).toBe(2);
    });

  it('times out: OUTCOME_UNKNOWN with timedOut; settling leaves exactly one in the cart', async () => {
    // The platform applies the add, but its answer is on its way when the client's 100 ms are up: the
    // case where repeating the change would double it.
    const clock = testClock(Date.now());
    const late = lateAnswers(ADD);
    const s = await shopperWithCart({
      timeoutMs: 100,
      platform: {
        setTimeout: clock.setTimeout,
        clearTimeout: clock.clearTimeout,
        fetch: late.fetch,
      },
    });
    const mug = ids['classic-white-mug'];
    const add = () => s.client.cartV1.add({ lineItems: [line(mug, 1)] });
    late.hold();
    const started = clock.now();
    const adding = add().catch((e: unknown) => e);
    await late.until(1);
    await clock.advance(100);
    const error = await adding;
    figures.operations++;
    expect(clock.now() - started).toBe(100); // told when its time was up, not when the answer came
    expectOutcomeUnknown(error, true);
    expect(error.message).toBe(
      'System error occurred: The request timed out after 100 ms; the outcome is unknown: read the state back before repeating the change',
    );
    await settle(s, (cart) => unitsOf(cart, mug) === 1, add);
    expect(unitsOf(await cartOnPlatform(platform.current, s.client.auth.getTokens()), mug)).toBe(1);
  });

  it('is not OUTCOME_UNKNOWN when the add was never sent (its token renewal failed)', async () => {
    const s = await shopperWithCart();
    const t = s.client.auth.getTokens();
    s.client.auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: 1 } });
    faults({ pathPrefix: '/oauth2/token', drop: true }); // the refresh, its retries and the visitor grant
    const error = await s.client.cartV1
      .add({ lineItems: [line(ids['notebook-dot-grid'], 1)] })
      .catch((e) => e);
    figures.operations++;
    expect(error).toMatchObject({ name: 'SystemError', code: 'UNKNOWN', outcomeUnknown: false });
    expect(s.sent('POST', ADD)).toBe(1); // only the setup's
    expect(s.client.auth.getTokens().refreshToken).toEqual(t.refreshToken);
  });
});

describe('other changes whose answer is lost', () => {
  it('update quantities, handled then dropped: the read-back shows the new quantity, no repeat', async () => {
    const s = await shopperWithCart();
    const socks = ids['wool-socks'];
    const lineId = (await s.client.cartV1.get()).lineItems[0]?.id ?? '';
    faults({ pathPrefix: `${CART_PATH}/update-line-items-quantity`, dropAfterHandling: true, times: 1 });
    const update = () => s.client.cartV1.updateQuantities([{ id: lineId, quantity: 4 }]);
    expectOutcomeUnknown(await update().catch((e: unknown) => e));
    figures.operations++;
    await settle(s, (cart) => unitsOf(cart, socks) === 4, update);
    expect(s.sent('POST', `${CART_PATH}/update-line-items-quantity`)).toBe(1);
    expect(unitsOf(await cartOnPlatform(platform.current, s.client.auth.getTokens()), socks)).toBe(4);
  });

  it('remove line items, dropped before handling: still there, one repeat removes it', async () => {
    const s = await shopperWithCart();
    const socks = ids['wool-socks'];
    const lineId = (await s.client.cartV1.get()).lineItems[0]?.id ?? '';
    faults({ pathPrefix: `${CART_PATH}/remove-line-items`, drop: true, times: 1 });
    const remove = () => s.client.cartV1.removeLineItems([lineId]);
    expectOutcomeUnknown(await remove().catch((e: unknown) => e));
    figures.operations++;
    await settle(s, (cart) => unitsOf(cart, socks) === 0, remove);
    expect(s.sent('POST', `${CART_PATH}/remove-line-items`)).toBe(2);
    expect(unitsOf(await cartOnPlatform(platform.current, s.client.auth.getTokens()), socks)).toBe(0);
  });

  it('a coupon (PATCH), handled then dropped: applied once, visible on read-back', async () => {
    const s = await shopperWithCart();
    faults({ pathPrefix: CART_PATH, method: 'PATCH', dropAfterHandling: true, times: 1 });
    const apply = () => s.client.cartV1.update({ couponCode: 'WELCOME10' });
    expectOutcomeUnknown(await apply().catch((e: unknown) => e));
    figures.operations++;
    const coupon = (cart: CartV1) => cart.appliedDiscounts.map((d) => d.coupon?.code);
    await settle(s, (cart) => coupon(cart).includes('WELCOME10'), apply);
    expect(s.sent('PATCH', CART_PATH)).toBe(1);
    const cart = await cartOnPlatform(platform.current, s.client.auth.getTokens());
    expect(cart && coupon(cart)).toEqual(['WELCOME10']);
  });

  it('create-checkout, remove-coupon and delete: OUTCOME_UNKNOWN, each sent once', async () => {
    const s = await shopperWithCart();
    for (const [path, method, run] of [
      [`${CART_PATH}/create-checkout`, 'POST', () => s.client.cartV1.createCheckout({ channelType: 'WEB' })],
      [`${CART_PATH}/remove-coupon`, 'POST', () => s.client.cartV1.removeCoupon()],
      [CART_PATH, 'DELETE', () => s.client.cartV1.delete()],
    ] as const) {
      faults({ pathPrefix: path, method, dropAfterHandling: true, times: 1 });
      expectOutcomeUnknown(await run().catch((e: unknown) => e));
      figures.operations++;
      expect(s.sent(method, path)).toBe(1);
    }
    expect(s.retries).toEqual([]);
    // the delete was handled: the read-back finds no cart
    const error = await s.client.cartV1.get().catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('OWNED_CART_NOT_FOUND');
  });
});
