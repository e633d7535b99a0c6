import { type Browser, chromium } from 'playwright-core';

import { CHROMIUM_PATH } from './ensure-chromium.mjs';

/** Debian's Chromium, headless, with the flags that keep it off the closed network of these machines. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
