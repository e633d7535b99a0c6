// Hostile postMessage traffic against the widget in real Chromium, with real cross-origin frames
// (issue #9): malformed, oversized, unknown-type and unknown-version envelopes from the allowed origin
// get a specific error answer and change nothing; the same requests from an origin the page does not
// allow get no answer at all. (That answers never go to '*': security-secrets.test.ts.)
import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors, platformCart, widgetCart } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import type { Store } from './support/store.ts';

/** An origin no page of the store allows; Playwright serves it, so it needs no DNS. */
const STRANGER = 'http://frames.not-allowed.test';

const world = useHostileWorld('hostile-messages');
const { figures, errors } = world;
let store: Store;
beforeAll(() => {
  ({ store } = world);
});

interface Answer {
  dropcart?: unknown;
  id?: unknown;
  type?: unknown;
  ok?: boolean;
  error?: { code: string; message: string };
  payload?: unknown;
}

/**
 * The store page's end of `postFrom`'s "that is all": a frame that asks (a message the widget takes for
 * someone else's) is told once the widget is idle (`getCart` waits for every change on its way), so after
 * any answer the widget gave to what the frame sent before: messages from one window to another arrive in
 * the order they were sent.
 */
function answerWhenIdle(page: Page): Promise<void> {
  return page.evaluate(() => {
    const dropcart = (window as unknown as { Dropcart: (m: string) => Promise<unknown> }).Dropcart;
    window.addEventListener('message', (event) => {
      const asked = (event.data as { thatIsAll?: unknown } | null)?.thatIsAll;
      if (typeof asked !== 'string' || !event.source) return;
      const source = event.source as Window;
      void dropcart('getCart')
        .catch(() => undefined)
        .then(() => source.postMessage({ thatWasAll: asked }, '*'));
    });
  });
}

/**
 * Posts `message` from `frame` to its parent (the store page) and collects what comes back from the
 * parent: until the answer with `id` arrives (`null` for an answer to a message without one), or, with
 * `id` undefined, until the page says it was all (`answerWhenIdle`): the wait for an answer that must not
 * come ends on the widget's own progress, not after a guess of how long an answer would take.
 */
function postFrom(frame: Frame, message: unknown, id?: string | null): Promise<Answer[]> {
  return frame.evaluate(
    ({ message, id, cyclic, expectsAnswer }) =>
      new Promise<Answer[]>((resolve) => {
        const answers: Answer[] = [];
        const mark = `that-is-all-${Math.random()}`;
        const done = () => {
          window.removeEventListener('message', listen);
          resolve(answers);
        };
        const listen = (event: MessageEvent) => {
          if (event.source !== window.parent) return;
          if ((event.data as { thatWasAll?: unknown })?.thatWasAll === mark) return done();
          answers.push(event.data as Answer);
          const answer = event.data as Answer;
          if (expectsAnswer && answer?.type === 'result' && (answer.id ?? null) === id) done();
        };
        window.addEventListener('message', listen);
        let data = message as Record<string, unknown>;
        if (cyclic) {
          data = { dropcart: 1, id: 'cyclic', type: 'getCart' };
          data.self = data; // structured clone carries cycles; JSON does not
        }
        window.parent.postMessage(data, '*');
        if (!expectsAnswer) window.parent.postMessage({ thatIsAll: mark }, '*');
      }),
    { message, id: id ?? null, cyclic: message === 'CYCLIC', expectsAnswer: id !== undefined },
  );
}

async function lookbookPage(): Promise<{ page: Page; allowed: Frame; stranger: Frame }> {
  const context = await store.newContext();
  await context.route(`${STRANGER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>stranger</title><p>not allowed</p>',
    }),
  );
  const page = await context.newPage();
  errors.push(...collectPageErrors(page));
  await page.goto(store.url('/lookbook.html'));
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  await page.evaluate(() =>
    (window as unknown as { Dropcart: (m: string) => Promise<unknown> }).Dropcart('getCart'),
  );
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.id = 'stranger';
    document.body.append(frame);
  }, `${STRANGER}/frame.html`);
  await page.waitForFunction(() => document.querySelector('iframe.lookbook') !== null);
  const find = async (origin: string): Promise<Frame> => {
    const match = () => page.frames().find((f) => f.url().startsWith(origin));
    await expect.poll(() => match() !== undefined, { timeout: 15_000 }).toBe(true);
    const frame = match() as Frame;
    await frame.waitForLoadState('load');
    return frame;
  };
  const allowed = await find(store.site.otherOriginUrl);
  // The widget's postMessage code loads with the first message for it: answered once, it has loaded and
  // reads each later message as it arrives.
  const ready = await postFrom(allowed, { dropcart: 1, id: 'ready', type: 'getCart' }, 'ready');
  expect(ready.find((a) => a?.id === 'ready')?.ok).toBe(true);
  await answerWhenIdle(page);
  return { page, allowed, stranger: await find(STRANGER) };
}

describe('postMessage envelopes', () => {
  it('the allowed origin gets a specific error for each bad envelope, and nothing changes', async () => {
    const { page, allowed } = await lookbookPage();
    const bad: Array<[string, unknown, string | null, string]> = [
      ['no id', { dropcart: 1, type: 'getCart' }, null, 'MALFORMED'],
      ['an id of 1000 characters', { dropcart: 1, id: 'i'.repeat(1000), type: 'getCart' }, null, 'MALFORMED'],
      ['unknown type', { dropcart: 1, id: 'u1', type: 'deleteEverything' }, 'u1', 'UNKNOWN_TYPE'],
      ['a prototype key as type', { dropcart: 1, id: 'u2', type: 'constructor' }, 'u2', 'UNKNOWN_TYPE'],
      ['__proto__ as type', { dropcart: 1, id: 'u3', type: '__proto__' }, 'u3', 'UNKNOWN_TYPE'],
      ['version 2', { dropcart: 2, id: 'v2', type: 'getCart' }, 'v2', 'UNSUPPORTED_VERSION'],
      ['version "1"', { dropcart: '1', id: 'v3', type: 'getCart' }, 'v3', 'UNSUPPORTED_VERSION'],
      [
        'oversized',
        { dropcart: 1, id: 'big', type: 'add', payload: { productId: 'x'.repeat(200_000) } },
        'big',
        'TOO_LARGE',
      ],
      ['cyclic', 'CYCLIC', 'cyclic', 'MALFORMED'],
      [
        'subscribe without an event name',
        { dropcart: 1, id: 's1', type: 'subscribe', payload: 42 },
        's1',
        'MALFORMED',
      ],
    ];
    for (const [label, message, id, code] of bad) {
      figures.hostileInputs++;
      const answers = await postFrom(allowed, message, id);
      // By id: the lookbook's own frame helper gets answers too (its hello handshake).
      const answer = answers.find((a) => a?.dropcart === 1 && a.type === 'result' && a.id === id);
      expect(answer, label).toBeDefined();
      expect(answer?.ok, label).toBe(false);
      expect(answer?.error?.code, label).toBe(code);
    }
    // Payloads the API itself refuses: typed errors cross the frame as plain data.
    const wrongPayloads: Array<[string, unknown]> = [
      ['add with a number as product', { productId: 42 }],
      ['add with a huge quantity', { productId: PRODUCTS.mug.id, quantity: 1e9 }],
      ['add with markup', { productId: '<img src=x onerror="window.__pwned=1">' }],
      ['setQuantity of no line', { lineId: 'nope', quantity: 2 }],
      ['a getter that throws', null],
    ];
    for (const [index, [label, payload]] of wrongPayloads.entries()) {
      figures.hostileInputs++;
      const id = `p${index}`;
      const type = label.startsWith('setQuantity') ? 'setQuantity' : 'add';
      const answers = await postFrom(allowed, { dropcart: 1, id, type, payload }, id);
      const answer = answers.find((a) => a?.id === id);
      expect(answer?.ok, label).toBe(false);
      expect(typeof answer?.error?.message, label).toBe('string');
      expect(JSON.stringify(answer), label).not.toMatch(/stack|at .*\.js:\d+/);
    }
    // Foreign messages (other scripts' traffic) are left alone: no answer.
    for (const foreign of ['a string', 42, null, [1, 2], { type: 'getCart', id: 'f1' }]) {
      figures.hostileInputs++;
      expect(await postFrom(allowed, foreign)).toEqual([]);
    }
    expect(await widgetCart(page)).toEqual([]);
    expect(await platformCart(store.api, page)).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // A good request still works after all that.
    const ok = await postFrom(allowed, { dropcart: 1, id: 'good', type: 'getCart' }, 'good');
    expect(ok.find((a) => a?.id === 'good')?.ok).toBe(true);
    await page.context().close();
  });

  it('a frame on an origin the page does not allow gets no answer and changes nothing', async () => {
    const { page, stranger } = await lookbookPage();
    const requests: unknown[] = [
      { dropcart: 1, id: 'x1', type: 'getCart' },
      { dropcart: 1, id: 'x2', type: 'add', payload: { productId: PRODUCTS.mug.id } },
      { dropcart: 1, id: 'x3', type: 'subscribe', payload: 'cart-change' },
      { dropcart: 1, id: 'x4', type: 'getSession' },
      { dropcart: 1, id: 'x5', type: 'checkout' },
      { dropcart: 1, type: 'getCart' },
      { dropcart: 9, id: 'x6', type: 'nonsense' },
    ];
    for (const request of requests) {
      figures.hostileInputs++;
      expect(await postFrom(stranger, request)).toEqual([]);
    }
    expect(await platformCart(store.api, page)).toEqual([]);
    expect(new URL(page.url()).origin).toBe(store.site.url);
    // The subscription was not made: a change in the store sends the stranger nothing (up to the moment the
    // widget is idle after the change: a cart-change event goes out as the change is answered).
    await stranger.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { __heard: unknown[] }).__heard = heard;
      window.addEventListener('message', (event) => heard.push(event.data));
    });
    await page.evaluate(
      (productId) =>
        (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
          productId,
          openOnAdd: false,
        }),
      PRODUCTS.mug.id,
    );
    expect(await postFrom(stranger, 'after the change')).toEqual([]);
    expect(await stranger.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard)).toEqual([
      { thatWasAll: expect.stringMatching(/^that-is-all-/) },
    ]);
    await page.context().close();
  });

  it('no page saw an exception', () => {
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
