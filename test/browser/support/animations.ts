// Animations held and released with the DevTools protocol, so a test looks at a frame it chose instead of
// racing a clock.
import type { Page } from 'playwright-core';

/** Holds (0) or releases (1) every animation of the page. */
export async function playbackRate(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: rate });
}
