// Forged answers to the widget's silent sign-in (hidden frame, prompt=none, web_message), in real
// Chromium (issue #9): a message with the right state from the wrong origin, from the right origin but
// another window, with the wrong state from our own frame, and a replay of the real answer after use.
// None may be spent: the token endpoint sees exactly one authorization_code grant, the genuine one.
import type { BrowserContext, Frame, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors, TOKENS_KEY } from './fixtures/probes.ts';
import type { Store } from './support/store.ts';
import { readSession } from './support/widget.ts';

const world = useHostileWorld('hostile-silent-login');
const { figures, errors } = world;
let store: Store;
beforeAll(() => {
  ({ store } = world);
});

/** Signs Ada in on the platform's hosted page, on the site that shares the emulator's site (cookie). */
async function memberPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  errors.push(...collectPageErrors(page));
  await page.goto(`${store.site.otherOriginUrl}/`);
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  // The page navigates away while this runs, so its end is not awaited.
  void page
    .evaluate(() =>
      (window as unknown as { Dropcart: (m: string, o: unknown) => Promise<unknown> }).Dropcart('login', {
        hosted: true,
      }),
    )
    .catch(() => undefined);
  await page.waitForURL((url) => url.href.startsWith(store.api));
  await page.getByLabel('E-mail').fill('ada@example.com');
  await page.getByLabel('Password').fill('lovelace-1815');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.href.startsWith(store.site.otherOriginUrl));
  await expect.poll(async () => (await readSession(page)).role, { timeout: 20_000 }).toBe('member');
  return page;
}

/** Records the codes of every authorization_code grant the context sends. */
function recordCodeGrants(context: BrowserContext): string[] {
  const codes: string[] = [];
  context.on('request', (request) => {
    if (!request.url().endsWith('/oauth2/token') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { grantType?: string; code?: string };
    if (body.grantType === 'authorization_code') codes.push(String(body.code));
  });
  return codes;
}

/** The page's frame at `src`, once loaded. */
async function loadedFrame(page: Page, src: string): Promise<Frame> {
  const match = () => page.frames().find((f) => f.url() === src);
  await expect.poll(() => match() !== undefined, { timeout: 15_000 }).toBe(true);
  const frame = match() as Frame;
  await frame.waitForLoadState('load');
  return frame;
}

const postToParent = (frame: Frame, message: unknown) =>
  frame.evaluate((data) => window.parent.postMessage(data, '*'), message);

describe('forged silent sign-in answers', () => {
  it('wrong origin, wrong window and a replay are ignored; the genuine answer signs in', async () => {
    const context = await store.newContext();
    context.setDefaultTimeout(40_000);
    const page = await memberPage(context);
    const codes = recordCodeGrants(context);
    // The attacker's frames load with the page, so the forgeries go out well within the 5 s the
    // widget waits; the page counts the forgeries that reach it.
    const otherOriginUrl = `${store.site.url}/lookbook-frame.html`;
    const platformOriginUrl = `${store.api}/_emulator/health`;
    await context.addInitScript(
      ([first, second]) => {
        if (window !== window.top) return;
        window.addEventListener('message', (event) => {
          const code = (event.data as { code?: unknown } | null)?.code;
          if (typeof code === 'string' && code.startsWith('forged')) {
            const win = window as { __forged?: number };
            win.__forged = (win.__forged ?? 0) + 1;
          }
        });
        document.addEventListener('DOMContentLoaded', () => {
          for (const src of [first, second]) {
            const frame = document.createElement('iframe');
            frame.src = src as string;
            document.body.append(frame);
          }
        });
      },
      [otherOriginUrl, platformOriginUrl],
    );
    // Hold the hidden frame's authorize page while the forgeries go out (the attacker is given the real
    // state, the strongest case: only origin and window remain) and have reached the page, where the
    // widget listens; then let the genuine answer come. All within the widget's 3 s limit.
    let state = '';
    let otherOrigin: Frame | undefined;
    let platformOrigin: Frame | undefined;
    await context.route('**/_hosted/authorize?**', async (route: Route) => {
      try {
        state = new URL(route.request().url()).searchParams.get('state') ?? '';
        otherOrigin = await loadedFrame(page, otherOriginUrl);
        platformOrigin = await loadedFrame(page, platformOriginUrl);
        await postToParent(otherOrigin, { code: 'forged-wrong-origin', state });
        await postToParent(platformOrigin, { code: 'forged-wrong-window', state });
        figures.hostileInputs += 2;
        await page.waitForFunction(() => ((window as { __forged?: number }).__forged ?? 0) >= 2, null, {
          polling: 20,
          timeout: 2_000,
        });
      } catch (error) {
        console.error('[hostile-silent-login] forging failed', error);
      } finally {
        await route.continue();
      }
    });
    await page.evaluate((key) => localStorage.removeItem(key), TOKENS_KEY);
    await page.reload();
    // The widget loads on idle here. (Loading it at once, by a key press or a Dropcart() call, made the
    // silent sign-in fail in this test: an open finding, see docs/reliability.md "Limits".)
    await expect.poll(() => state, { timeout: 20_000 }).not.toBe('');
    await expect.poll(async () => (await readSession(page)).role, { timeout: 20_000 }).toBe('member');
    expect(codes).toHaveLength(1);
    expect(codes[0]).not.toMatch(/^forged/);
    // A replay of the genuine answer after use: the listener is gone, nothing is spent again.
    figures.hostileInputs++;
    if (!platformOrigin || !otherOrigin) throw new Error('the attacker frames did not load');
    await postToParent(platformOrigin, { code: codes[0], state });
    await postToParent(otherOrigin, { code: codes[0], state });
    await page.evaluate(() =>
      (window as unknown as { Dropcart: (m: string) => Promise<unknown> }).Dropcart('getCart'),
    );
    expect(codes).toHaveLength(1);
    await context.close();
  });

  it('a wrong state from our own frame is ignored; the attempt ends quietly as a visitor', async () => {
    const context = await store.newContext();
    context.setDefaultTimeout(40_000);
    const page = await memberPage(context);
    const codes = recordCodeGrants(context);
    // The platform's page (played here) answers with a state that is not ours.
    await context.route('**/_hosted/authorize?**', (route: Route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>parent.postMessage({code:'forged-state',state:'not-the-state'},'*')</script>`,
      }),
    );
    figures.hostileInputs++;
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/_hosted/authorize?')) asked = true;
    });
    await page.evaluate((key) => localStorage.removeItem(key), TOKENS_KEY);
    await page.reload();
    // After the 3 s limit the widget gives up quietly: a visitor, its frame gone, no code spent. The
    // member hint stays (issue 15): no genuine answer is no proof that the member signed out.
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(true);
    const frames = () =>
      page.evaluate(
        () => document.querySelector('dropcart-root')?.shadowRoot?.querySelectorAll('iframe').length ?? 0,
      );
    await expect.poll(frames, { timeout: 20_000 }).toBe(0);
    expect((await readSession(page)).role).not.toBe('member');
    expect(codes).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('dropcart:demo:member'))).not.toBeNull();
    await context.close();
  });

  it('no page saw an exception', () => {
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
