// A session-replay recorder on the host page (issue #18, hole 1): it watches every DOM mutation, shadow roots
// included (rrweb patches attachShadow the same way), every resource-timing entry and the console, and ships
// them to a third party. The member's session token from a panel sign-in must never be among what it saw:
// from that token alone, outside any browser, one can mint the member's access and refresh tokens. Before,
// the silent frame carried it in its address (`/authorize?…&sessionToken=…`), appended to the page's body.
// Now the frame is in our shadow root and navigated from inside to the session's short URL: the recorder
// sees a frame with no address at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { type HostServer, hostPageHtml } from './fixtures/host-pages.ts';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors } from './fixtures/probes.ts';
import type { Store } from './support/store.ts';
import { readSession, signInDialog } from './support/widget.ts';

const world = useHostileWorld('hostile-recorder', { hostPages: true });
const { figures, errors } = world;
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});

/** Runs before any page script: what a session-replay or analytics tool records. */
function sessionReplayRecorder(): void {
  const seen: string[] = [];
  (window as unknown as { __recorded: string[] }).__recorded = seen;
  const record = (node: Node) => {
    if (node instanceof Element) {
      seen.push(node.outerHTML);
      for (const element of [node, ...node.querySelectorAll('*')])
        for (const attribute of element.attributes) seen.push(`${attribute.name}=${attribute.value}`);
    }
  };
  const observer = new MutationObserver((records) => {
    for (const mutation of records) {
      for (const node of mutation.addedNodes) record(node);
      if (mutation.type === 'attributes' && mutation.target instanceof Element && mutation.attributeName)
        seen.push(`${mutation.attributeName}=${mutation.target.getAttribute(mutation.attributeName)}`);
    }
  });
  const watch = (root: Node) =>
    observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  watch(document);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    watch(root);
    return root;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(`resource ${entry.name}`);
  }).observe({ type: 'resource', buffered: true });
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      for (const arg of args)
        try {
          seen.push(typeof arg === 'string' ? arg : (JSON.stringify(arg) ?? String(arg)));
        } catch {
          seen.push(String(arg));
        }
      original.apply(console, args);
    };
  }
}

describe('a session-replay recorder on the page', () => {
  it('never sees the session token of a panel sign-in', async () => {
    figures.hostileInputs++;
    host.page('/recorded.html', hostPageHtml({ api: store.api }));
    const context = await store.newContext();
    await context.addInitScript(sessionReplayRecorder);
    const sessionTokens: string[] = [];
    context.on('response', async (response) => {
      if (!new URL(response.url()).pathname.startsWith('/_api/iam/authentication/')) return;
      const body = (await response.json().catch(() => ({}))) as { sessionToken?: unknown };
      if (typeof body.sessionToken === 'string') sessionTokens.push(body.sessionToken);
    });
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    await page.goto(`${host.url}/recorded.html`);
    await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
    await page.click('#login');
    const dialog = signInDialog(page);
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password').fill('lovelace-1815');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(async () => (await readSession(page)).role, { timeout: 30_000 }).toBe('member');
    expect(sessionTokens).toHaveLength(1);
    const [token] = sessionTokens as [string];
    const recorded = await page.evaluate(() => [
      ...(window as unknown as { __recorded: string[] }).__recorded,
      ...performance.getEntriesByType('resource').map((entry) => `resource ${entry.name}`),
      ...[...document.querySelectorAll('iframe')].map((frame) => frame.src),
    ]);
    // The recorder did see the sign-in frame come (so it would have seen an address in it) ...
    expect(recorded.filter((text) => text.startsWith('<iframe'))).not.toEqual([]);
    // ... but no address of it: not the short URL (which leads to the token while its session lives), let
    // alone the token.
    expect(recorded.filter((text) => text.includes('/_hosted/'))).toEqual([]);
    expect(recorded.filter((text) => text.includes(token))).toEqual([]);
    expect(errors.map((error) => error.message)).toEqual([]);
    await context.close();
  });
});
