// Issue 26, "no flash of the wrong state": the header read "Sign in" for ~300 ms and "Cart (0)" for
// 90–150 ms on every reload, and the cart button changed width. Now the loader shows the last known values
// from the widget's hints in the first frame it runs in (loader/hint.ts), and the widget corrects them.
// Read here in that frame itself: an init script records the header in the first animation frame in which
// the loader's API exists and the header is there, while the widget's files are held back, so nothing but
// the loader can have written it.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { PRODUCTS } from './support/emulator.ts';
import { widgetReady } from './support/store.ts';
import { useStore } from './support/use-store.ts';
import { signInDialog } from './support/widget.ts';

const ADA = { email: 'ada@example.com', password: 'lovelace-1815', name: 'Ada Lovelace' };

interface Header {
  count: string | null | undefined;
  subtotal: string | null | undefined;
  name: string | null | undefined;
  signedIn: boolean;
  width: number;
  /** Whether the widget had mounted (its host element) in that frame. */
  widget: boolean;
}

const store = useStore();

/** Records the header in the first frame with the loader's API and the header's count (`__firstFrame`). */
function recordFirstFrame(): void {
  const w = window as unknown as { Dropcart?: unknown; __firstFrame?: unknown };
  const read = () => {
    const header = document.querySelector('header');
    const count = header?.querySelector('[data-dropcart-count]');
    if (typeof w.Dropcart !== 'function' || !header || !count) return requestAnimationFrame(read);
    w.__firstFrame = {
      count: count.textContent,
      subtotal: header.querySelector('[data-dropcart-subtotal]')?.textContent,
      name: header.querySelector('[data-dropcart-member-name]')?.textContent,
      signedIn:
        header.querySelector('[data-dropcart-session]')?.hasAttribute('data-dropcart-signed-in') ?? false,
      width: header.querySelector('[data-dropcart-open]')?.getBoundingClientRect().width ?? 0,
      widget: document.querySelector('dropcart-root') !== null,
    };
  };
  requestAnimationFrame(read);
}

function readHeader(page: Page): Promise<Omit<Header, 'widget'>> {
  return page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement;
    return {
      count: header.querySelector('[data-dropcart-count]')?.textContent,
      subtotal: header.querySelector('[data-dropcart-subtotal]')?.textContent,
      name: header.querySelector('[data-dropcart-member-name]')?.textContent,
      signedIn:
        header.querySelector('[data-dropcart-session]')?.hasAttribute('data-dropcart-signed-in') ?? false,
      width: header.querySelector('[data-dropcart-open]')?.getBoundingClientRect().width ?? 0,
    };
  });
}

/** Reloads with the widget's files held back; answers the first frame's header, then lets them through. */
async function reloadHoldingTheWidget(page: Page): Promise<{ first: Header; release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/dropcart/widget/**', (route) => (holding ? held.push(route) : route.continue()));
  await page.reload();
  await page.waitForFunction(() => '__firstFrame' in window);
  const first = (await page.evaluate(
    () => (window as unknown as { __firstFrame: Header }).__firstFrame,
  )) as Header;
  return {
    first,
    async release() {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.unroute('**/dropcart/widget/**');
      await widgetReady(page);
    },
  };
}

async function signedInWithTwoMugs(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(store.url('/'));
  await widgetReady(page);
  await page.locator('header [data-dropcart-login]').click();
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(ADA.email);
  await dialog.getByLabel('Password').fill(ADA.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.locator('header [data-dropcart-signed-in]').waitFor();
  // Ada's cart is hers across the tests: emptied first, then two mugs.
  await page.evaluate(async (id) => {
    const Dropcart = (window as unknown as { Dropcart: (m: string, a?: unknown) => Promise<unknown> })
      .Dropcart;
    const cart = (await Dropcart('getCart')) as { lines: { id: string }[] };
    for (const line of cart.lines) await Dropcart('remove', line.id);
    await Dropcart('add', { productId: id, quantity: 2, openOnAdd: false });
  }, PRODUCTS.mug.id);
  await expect.poll(() => readHeader(page)).toMatchObject({ count: '2', name: ADA.name, signedIn: true });
  return page;
}

it("a member's reload shows their name and count from the loader's first frame, at the button's final width", async () => {
  const context = await store.newContext();
  await context.addInitScript(recordFirstFrame);
  const page = await signedInWithTwoMugs(context);
  const before = await readHeader(page);
  expect(before.subtotal).toBe('$24.00');

  const { first, release } = await reloadHoldingTheWidget(page);
  expect(first).toEqual({ ...before, widget: false });
  await release();
  // The platform agrees: the widget keeps what the loader showed, and the button never changed width.
  await expect.poll(() => readHeader(page)).toEqual(before);
  await context.close();
});

it('the hints hold no token and no e-mail', async () => {
  const context = await store.newContext();
  const page = await signedInWithTwoMugs(context);
  const stored = await page.evaluate(() => ({ ...localStorage }));
  const tokens = JSON.parse(stored['dropcart:demo:tokens'] ?? '{}') as Record<string, { value?: string }>;
  const secrets = [tokens.accessToken?.value, tokens.refreshToken?.value, ADA.email];
  expect(secrets.filter(Boolean)).toHaveLength(3);
  const hints = [stored['dropcart:demo:cart'], stored['dropcart:demo:member']];
  expect(JSON.parse(hints[0] ?? 'null')).toEqual({ count: '2', subtotal: '$24.00' });
  expect(JSON.parse(hints[1] ?? 'null')).toMatchObject({ name: ADA.name });
  for (const hint of hints) for (const secret of secrets) expect(hint).not.toContain(secret);
  await context.close();
});

it('after a sign-out the next reload shows the page’s own header: the member’s name and count are gone', async () => {
  const context = await store.newContext();
  await context.addInitScript(recordFirstFrame);
  const page = await signedInWithTwoMugs(context);
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await page.getByText('You are signed out.').first().waitFor();

  const { first, release } = await reloadHoldingTheWidget(page);
  expect(first).toMatchObject({
    count: '0',
    subtotal: '',
    name: 'Signed in',
    signedIn: false,
    widget: false,
  });
  await release();
  await context.close();
});

it('a hint the platform contradicts is corrected: the page’s own texts come back', async () => {
  const context = await store.newContext();
  await context.addInitScript(recordFirstFrame);
  const page = await context.newPage();
  await page.goto(store.url('/'));
  await widgetReady(page);
  const own = await readHeader(page);
  // Hints from an earlier visit the platform no longer knows: a cart and a member (this visitor has neither).
  await page.evaluate(() => {
    localStorage.setItem('dropcart:demo:cart', JSON.stringify({ count: '5', subtotal: '$99.00' }));
    localStorage.setItem('dropcart:demo:member', JSON.stringify({ name: 'Grace Hopper', memberId: 'gone' }));
  });

  const { first, release } = await reloadHoldingTheWidget(page);
  expect(first).toMatchObject({ count: '5', subtotal: '$99.00', name: 'Grace Hopper', signedIn: true });
  await release();
  await expect.poll(() => readHeader(page)).toEqual(own);
  expect(own).toMatchObject({ count: '0', subtotal: '', name: 'Signed in', signedIn: false });
  await context.close();
});
