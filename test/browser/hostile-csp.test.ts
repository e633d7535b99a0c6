// The strict Content-Security-Policy of docs/embedding.md, in every flow (issue #18, hole 6): options
// popover (floating position, colour swatches), cart drawer, panel sign-in (hidden frame), member menu,
// sign-out, the silent restore of a lost member session (hidden frame), and the hand-off to checkout. Not one
// `securitypolicyviolation` in the page or its frames, and no sign-in frame ever takes up room on the page,
// not even when the page's own stylesheet shows every iframe: an inline `style="display:none"` is refused
// under the policy, and loses to such a rule anyway. Before, the frame was in the page's body, a 304×154 box.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HostServer } from './fixtures/host-pages.ts';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import type { Store } from './support/store.ts';
import { cartDrawer, readSession, signInDialog } from './support/widget.ts';

const world = useHostileWorld('hostile-csp', { hostPages: true });
const { figures, errors } = world;
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});

/** docs/embedding.md's policy, with the entries it lists and nothing more. */
const policy = () =>
  [
    "default-src 'none'",
    `script-src ${host.url}`,
    `connect-src ${store.api}`,
    `frame-src ${store.api}`,
    `img-src ${store.api}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

function page(api: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict CSP</title>
<link rel="stylesheet" href="/hostile.css">
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${api}"></script></head>
<body><main>
<span id="count" data-dropcart-count>0</span>
<button id="buy-print" data-dropcart-add="${PRODUCTS.print.id}">Buy the print</button>
<button id="buy-mug" data-dropcart-add="${PRODUCTS.mug.id}" data-dropcart-open-on-add="false">Buy the mug</button>
<a href="#login" id="login" data-dropcart-login>Sign in</a>
</main></body></html>`;
}

/** Before any page script: violations, and the size of every iframe at the moment it is added. */
function watch(): void {
  const w = window as unknown as { __violations: string[]; __frames: string[] };
  w.__violations = [];
  w.__frames = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    w.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
  );
  const measure = (frame: HTMLIFrameElement) =>
    requestAnimationFrame(() => {
      const box = frame.getBoundingClientRect();
      w.__frames.push(`${box.width}x${box.height} ${getComputedStyle(frame).display}`);
    });
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLIFrameElement) measure(node);
  });
  const observe = (root: Node) => observer.observe(root, { childList: true, subtree: true });
  observe(document);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    observe(root);
    return root;
  };
}

const seen = (target: Page) =>
  target.evaluate(() => {
    const w = window as unknown as { __violations?: string[]; __frames?: string[] };
    return { violations: w.__violations ?? [], frames: w.__frames ?? [] };
  });

async function open(context: BrowserContext, path: string): Promise<Page> {
  // The page's own stylesheet (allowed by style-src 'self') shows every frame it can reach.
  host.page(
    path,
    page(store.api),
    policy(),
    'iframe { display: block !important; width: 304px; height: 154px; }',
  );
  const tab = await context.newPage();
  errors.push(...collectPageErrors(tab));
  await tab.goto(`${host.url}${path}`);
  await tab.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  return tab;
}

describe('the strict CSP of docs/embedding.md', () => {
  it('no violation and no visible frame in any flow', async () => {
    figures.hostileInputs++;
    const context = await store.newContext();
    await context.addInitScript(watch);
    const tab = await open(context, '/csp/flows.html');
    // Options popover, positioned next to its button, with the choice's swatches.
    await tab.click('#buy-print');
    const popover = tab.getByRole('dialog', { name: PRODUCTS.print.name });
    await popover.getByLabel('50x70').check();
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = cartDrawer(tab);
    await drawer.getByText(PRODUCTS.print.name, { exact: true }).waitFor({ timeout: 15_000 });
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    // Panel sign-in: the hidden frame with the session's short URL.
    await tab.click('#login');
    const dialog = signInDialog(tab);
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password').fill('lovelace-1815');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(async () => (await readSession(tab)).role, { timeout: 30_000 }).toBe('member');
    const beforeReload = await seen(tab);
    expect(beforeReload.violations).toEqual([]);
    expect(beforeReload.frames.length).toBeGreaterThan(0);
    expect(beforeReload.frames.filter((frame) => frame !== '0x0 none')).toEqual([]);
    // A lost member session with the hint left: the silent restore's hidden frame on the next load.
    await tab.evaluate(() => localStorage.removeItem('dropcart:demo:tokens'));
    await tab.reload();
    await tab.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
    await expect.poll(async () => (await seen(tab)).frames.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // The cart and the hand-off to checkout.
    await tab.click('#buy-mug');
    await tab.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
    const { violations, frames } = await seen(tab);
    expect(violations).toEqual([]);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame !== '0x0 none')).toEqual([]);
    await drawer.getByRole('button', { name: 'Check out' }).click();
    await tab.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`), { timeout: 30_000 });
    await tab.goBack();
    await tab.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
    expect((await seen(tab)).violations).toEqual([]);
    expect(errors.map((error) => error.message)).toEqual([]);
    await context.close();
  });
});
