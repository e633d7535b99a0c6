// The emulator's stock control over real HTTP, as a developer would call it: shared by the component and
// browser tests that sell a product out while the widget looks at it.

import { controlFetch } from './platform.ts';

/** Sets a product's stock (all variants) through `POST /_emulator/stock`, which also emits the events. */
export async function setStock(api: string, productId: string, quantity: number): Promise<void> {
  const response = await controlFetch(api, '/_emulator/stock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId, quantity }),
  });
  if (!response.ok)
    throw new Error(`POST /_emulator/stock answered ${response.status}: ${await response.text()}`);
}
