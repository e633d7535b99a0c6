// The emulator's hosted checkout, with the keyboard alone: from the cart's "Check out" to the order placed
// and the shopper back on the store's page.
import type { Page } from 'playwright-core';
import { tabTo } from './keyboard.ts';
import type { Store } from './store.ts';

/** Enter on the focused "Check out", then the receipt's e-mail and "Place order" on the hosted page. */
export async function checkOutWithKeyboard(
  page: Page,
  store: Store,
  email = 'ada@example.com',
): Promise<void> {
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`));
  await tabTo(page, (c) => c.label.startsWith('E-mail for the receipt'));
  await page.keyboard.type(email);
  await tabTo(page, (c) => c.label === 'Place order');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href.startsWith(store.url('/')));
}
