// The address bar is anyone's to write (issue #18, hole 11). A link to the shop with
// `?orderId=FAILED. Your card was declined: call …` made the widget say "Thank you for your order. Order
// FAILED… is confirmed."; a link with `?error=…&error_description=…` could put any sentence into the sign-in
// panel. Now only a return this tab started is confirmed (journeys/01 shows the genuine one), and no text
// from the address is shown as a statement.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors } from './fixtures/probes.ts';
import { type Store, widgetReady } from './support/store.ts';
import { cartDrawer } from './support/widget.ts';

const world = useHostileWorld('hostile-returns');
const { figures, errors } = world;
let store: Store;
beforeAll(() => {
  ({ store } = world);
});
const LIE = 'FAILED. Your card was declined: call 555-0100';

async function open(path: string, consoleLines: string[] = []): Promise<Page> {
  const context = await store.newContext();
  const page = await context.newPage();
  errors.push(...collectPageErrors(page));
  page.on('console', (message) => consoleLines.push(`${message.type()} ${message.text()}`));
  await page.goto(store.url(path));
  await widgetReady(page);
  return page;
}

const widgetText = (page: Page) =>
  page.locator('dropcart-root').evaluate((root) => root.shadowRoot?.textContent ?? '');

describe('a checkout return this tab did not start', () => {
  it('is not confirmed, its text is not shown, and the address is cleaned', async () => {
    figures.hostileInputs++;
    const consoleLines: string[] = [];
    const page = await open(`/?orderId=${encodeURIComponent(LIE)}&keep=1`, consoleLines);
    await expect
      .poll(() => consoleLines.some((line) => line.includes('orderId in the address was not confirmed')))
      .toBe(true);
    await page.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
    await cartDrawer(page).waitFor();
    const text = await widgetText(page);
    expect(text).not.toContain('Thank you for your order');
    expect(text).not.toContain('FAILED');
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['keep']);
    await page.context().close();
  });
});

describe('a sign-in error in the address', () => {
  it('in a tab that started no sign-in: ignored as such, its description never shown', async () => {
    figures.hostileInputs++;
    const page = await open(
      `/?error=access_denied&error_description=${encodeURIComponent(`Your account is locked. ${LIE}`)}&keep=1`,
    );
    await page
      .locator('dropcart-root')
      .getByText(/sign-in link that was not started on this page/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await widgetText(page)).not.toContain('555-0100');
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['keep']);
    await page.context().close();
  });

  it('in a tab that started one: a wrong state is refused, the right one shows the error code only', async () => {
    figures.hostileInputs++;
    const consoleLines: string[] = [];
    const page = await open('/', consoleLines);
    const started = () =>
      page.evaluate(() =>
        sessionStorage.setItem(
          'dropcart:oauth',
          JSON.stringify({
            state: 'the-real-state',
            codeVerifier: 'v'.repeat(43),
            redirectUri: `${location.origin}/`,
            originalUri: '',
            codeChallenge: 'c',
          }),
        ),
      );
    const description = encodeURIComponent(`Your account is locked. ${LIE}`);
    await started();
    await page.goto(store.url(`/?error=access_denied&error_description=${description}&state=forged`));
    await page
      .locator('dropcart-root')
      .getByText('Sign-in failed: This sign-in was not started on this page. Please sign in again.')
      .first()
      .waitFor();
    expect(await widgetText(page)).not.toContain('555-0100');
    await started();
    await page.goto(store.url(`/?error=access_denied&error_description=${description}&state=the-real-state`));
    await page
      .locator('dropcart-root')
      .getByText('Sign-in failed: The sign-in page did not sign you in. Please try again.')
      .first()
      .waitFor();
    expect(await widgetText(page)).not.toContain('555-0100');
    // The developer still reads what the platform said, marked as its words.
    expect(consoleLines.some((line) => line.startsWith('warning') && line.includes('555-0100'))).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(errors.map((error) => error.message)).toEqual([]);
    await page.context().close();
  });
});
