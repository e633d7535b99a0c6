// The postMessage API answers frames of the page, not popups (issue #18): a window on an allowed origin that
// the page opened, or that opened the page, is any page of that origin the shopper has open beside the shop;
// only frames are the page's own choice (its markup, its CSP frame-src). Decided and documented in
// docs/security.md and docs/embedding.md; this test pins it: a frame is answered, a popup on the same
// allowed origin gets no answer, nothing changes, and the console says why.
import { beforeAll, describe, expect, it } from 'vitest';
import type { HostServer } from './fixtures/host-pages.ts';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors, widgetCart } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import type { Store } from './support/store.ts';

const world = useHostileWorld('hostile-popup', { hostPages: true });
const { figures, errors } = world;
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});

const helper = `<!doctype html><html><head><meta charset="utf-8"><script src="/dropcart/dropcart-frame.js"></script></head><body>helper</body></html>`;

/** From a page with dropcart-frame.js: asks `target` to add a mug; answers 'added' or the error's code. */
function addThrough([target, origin, productId]: readonly [
  'parent' | 'opener',
  string,
  string,
]): Promise<string> {
  const w = window as unknown as {
    DropcartFrame: {
      connect(o: { hostOrigin: string; target: Window; timeoutMs: number }): {
        call(type: string, payload: unknown): Promise<unknown>;
        close(): void;
      };
    };
  };
  const connection = w.DropcartFrame.connect({
    hostOrigin: origin,
    target: (target === 'parent' ? window.parent : window.opener) as Window,
    timeoutMs: 3000,
  });
  return connection.call('add', { productId, quantity: 1 }).then(
    () => 'added',
    (error: { code?: string }) => error.code ?? 'failed',
  );
}

describe('the postMessage API and popups', () => {
  it('answers a frame of the page, not a popup on the same allowed origin', async () => {
    figures.hostileInputs++;
    host.page('/helper.html', helper);
    host.page(
      '/bridge.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bridge</title>
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${store.api}"
  data-allowed-origins="${host.url}"></script></head>
<body><iframe id="frame" src="/helper.html" title="helper"></iframe></body></html>`,
    );
    const context = await store.newContext();
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`${message.type()} ${message.text()}`));
    await page.goto(`${host.url}/bridge.html`);
    await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
    await page.evaluate(() =>
      (window as unknown as { Dropcart: (m: string) => Promise<unknown> })
        .Dropcart('getCart')
        .then(() => null),
    );
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate(() => {
      window.open('/helper.html', 'helper', 'popup');
    });
    const popup = await popupOpened;
    await popup.waitForFunction(() => 'DropcartFrame' in window);
    expect(await popup.evaluate(addThrough, ['opener', host.url, PRODUCTS.tote.id] as const)).toBe('TIMEOUT');
    expect(await widgetCart(page)).toEqual([]);
    expect(consoleLines.filter((line) => line.includes('not a frame of this page')).length).toBeGreaterThan(
      0,
    );
    // The page's own frame on the same origin is answered (so the popup's silence is the rule, not a fault).
    const frame = page.frame({ url: `${host.url}/helper.html` });
    if (!frame) throw new Error('the frame is missing');
    expect(await frame.evaluate(addThrough, ['parent', host.url, PRODUCTS.mug.id] as const)).toBe('added');
    expect(await widgetCart(page)).toEqual([{ productId: PRODUCTS.mug.id, quantity: 1 }]);
    expect(errors.map((error) => error.message)).toEqual([]);
    await context.close();
  });
});
