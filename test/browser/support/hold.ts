// Holding the platform's answers in a browser test: a request waits until the test has checked what the
// shopper sees meanwhile, then goes on. Deterministic, no timers.
import type { Page } from 'playwright-core';

/** Holds every request whose path matches until `release()`; the page's other requests go on. */
export async function hold(page: Page, path: RegExp): Promise<{ held: string[]; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((open) => {
    release = open;
  });
  const held: string[] = [];
  await page.route(path, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { held, release };
}
