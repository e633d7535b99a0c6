// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The widget's outside world is the `platform` given to mount(): its window (document, storage,
// location), its fetch and its clock, for the widget and its client alike.
import { Window as HappyWindow } from 'happy-dom';
import { expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { mount } from '../../widget/index.ts';
import { usePlatform } from '../support/platform.ts';
import { requestLog, testClock } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

it('lives in the window, fetch and clock the platform gives it, not in the globals', async () => {
  const page = new HappyWindow({ url: 'http://localhost:3000/other-shop/' });
  const win = page as unknown as Window;
  const requests = requestLog();
  const clock = testClock();
  win.document.body.innerHTML = '<span id="count" data-dropcart-count>?</span>';
  const api = mount({
    clientId: 'demo',
    apiBase: platform.current.url,
    openOnAdd: false,
    platform: { ...clock, window: win, fetch: requests.fetch },
  });
  try {
    expect(win.document.querySelectorAll('dropcart-root')).toHaveLength(1);
    expect(document.querySelector('dropcart-root')).toBeNull();
    const cart = await api.add({ productId: MUG, quantity: 2 });
    expect(cart.count).toBe(2);
    expect(requests.urls.some((url) => url.endsWith('/ecom/v2/carts/current/add-line-items'))).toBe(true);
    // Tokens in that window's storage (the default 'local'), none in the global one.
    expect(win.localStorage.getItem('dropcart:demo:tokens')).toContain('accessToken');
    expect(localStorage.getItem('dropcart:demo:tokens')).toBeNull();
    await vi.waitFor(() => expect(win.document.getElementById('count')?.textContent).toBe('2'));
    // Its timers are the platform's: the announcement of the add waits for that clock.
    const region = () =>
      win.document.querySelector('dropcart-root')?.shadowRoot?.querySelector('[role="status"]');
    expect(region()?.textContent).toBe('');
    await clock.advance(50);
    expect(region()?.textContent).toBe('Classic White Mug added to cart');
  } finally {
    await api.destroy();
    await page.happyDOM.close();
  }
  expect(clock.pending).toBe(0); // destroy() cleared every timer it had set
});
