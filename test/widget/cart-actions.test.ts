// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The cart store's actions against the emulator (a Catalog V3 site with Current Cart V2, the default):
// optimistic display, confirmation, rollback, the serialized queue and coalesced quantity changes.
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { UsageError } from '../../src/index.ts';
import { controlFetch, usePlatform } from '../support/platform.ts';
import { heldRequests, hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const SOCKS = seedProductId('wool-socks');
const PIN = seedProductId('enamel-pin'); // 4 in stock

async function setFaults(body: unknown): Promise<void> {
  await controlFetch(platform.current.url, `/_emulator/faults`, {
    method: body ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : null,
  });
}

describe('adding', () => {
  it('shows the line at once, then the platform’s line with name and price', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.getCart();
    const added = api.add({ productId: MUG, quantity: 2 });
    // Before any answer: the drawer is open and the (pending) line is there.
    expect(await view.findByRole('dialog')).toBeTruthy();
    const cart = await added;
    expect(cart.lines.map((l) => [l.productId, l.name, l.quantity])).toEqual([[MUG, 'Classic White Mug', 2]]);
    expect(cart.count).toBe(2);
    expect(Number(cart.subtotal.amount)).toBe(24);
    expect(cart.subtotal.formatted).toBeUndefined(); // Cart V2 formats nothing: the widget does
    expect(await view.findByText('Classic White Mug')).toBeTruthy();
    const line = view.getByText('Classic White Mug').closest('li') as HTMLElement;
    expect(line.textContent).toContain('$12.00 each');
    expect(line.textContent).toContain('$24.00');
  });

  it('shows a known product’s name, picture and price on the pending line, never $0.00', async () => {
    const adding = heldRequests('add-line-items');
    const { api, view } = mountWidget(platform.current.url, { platform: { fetch: adding.fetch } });
    await api.getCart();
    hostElement(`<button data-dropcart-add="${MUG}" data-dropcart-quantity="2">Buy</button>`).click();
    await adding.until(1); // the button read the product, the add is out and its answer held back
    const line = (await view.findByText('Classic White Mug')).closest('li') as HTMLElement;
    expect(line.getAttribute('data-pending')).toBe('true');
    expect(line.textContent).toContain('$12.00 each');
    expect(line.textContent).toContain('$24.00');
    expect(line.textContent).not.toContain('$0.00');
    expect(line.querySelector('img')?.getAttribute('src')).toMatch(/^http/);
    adding.held[0]?.release();
    await vi.waitFor(() =>
      expect(view.getByText('Classic White Mug').closest('li')?.hasAttribute('data-pending')).toBe(false),
    );
  });

  it('shows a pending line while the platform is still working, with the price once the product is read', async () => {
    const reading = heldRequests('/products');
    const adding = heldRequests('add-line-items', reading.fetch);
    const { api, view } = mountWidget(platform.current.url, { platform: { fetch: adding.fetch } });
    await api.getCart();
    let settled = false;
    const added = api.add({ productId: SOCKS }).finally(() => {
      settled = true;
    });
    // No button read the product: its line says it is being added, and the subtotal is not a sum without it.
    const pending = await view.findByText('Adding…');
    expect(pending.closest('[data-pending="true"]')).toBeTruthy();
    expect(view.getByRole('dialog').textContent).not.toContain('$0.00');
    await reading.until(1);
    for (const request of reading.held) request.release();
    await adding.until(1); // the product is read, the add is out and its answer held back
    expect(settled).toBe(false);
    const line = view.getByText('Wool Socks').closest('li') as HTMLElement;
    expect(line.getAttribute('data-pending')).toBe('true');
    expect(line.textContent).toContain('$14.00 each');
    expect(view.getByRole('dialog').textContent).not.toContain('$0.00');
    adding.held[0]?.release();
    await added;
    expect(view.getByText('Wool Socks').closest('li')?.hasAttribute('data-pending')).toBe(false);
    expect(view.queryByText('Adding…')).toBeNull();
  });

  // A refusal is a 4xx; a 5xx may have been applied and is read back instead (cart-faults.test.ts).
  it('rolls back and says why when the platform refuses', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.add({ productId: SOCKS });
    await setFaults({
      rules: [{ pathPrefix: '/ecom/v2/carts/current/add-line-items', status: 409, times: 1 }],
    });
    try {
      await expect(api.add({ productId: MUG })).rejects.toMatchObject({ name: 'ApiError' });
    } finally {
      await setFaults(null);
    }
    const cart = await api.getCart();
    expect(cart.lines.map((l) => l.productId)).toEqual([SOCKS]);
    expect((await view.findByText(/Your change could not be saved/)).textContent).toBeTruthy();
  });

  it('rejects a bad quantity without a request', async () => {
    const { api, requests } = mountWidget(platform.current.url);
    await api.getCart();
    const adds = requests.watch('add-line-items');
    for (const quantity of [0, -1, 1.5, 1e9]) {
      const refused = api.add({ productId: MUG, quantity });
      await expect(refused).rejects.toThrow(UsageError);
      await expect(refused).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        message: '[dropcart] add(): quantity must be a whole number from 1 to 999',
      });
    }
    expect(adds.count).toBe(0);
    expect((await api.getCart()).lines).toEqual([]);
  });

  it('sends nothing that was still queued when the widget is destroyed', async () => {
    const adding = heldRequests('add-line-items');
    const { api, requests } = mountWidget(platform.current.url, {
      openOnAdd: false,
      platform: { fetch: adding.fetch },
    });
    await api.getCart();
    const first = api.add({ productId: MUG });
    const second = api.add({ productId: SOCKS });
    await adding.until(1); // the first is out; the second waits its turn
    await api.destroy();
    adding.held[0]?.release();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests.urls.filter((url) => url.includes('add-line-items'))).toHaveLength(1);
  });

  it('serializes rapid adds so every one of them arrives, in order', async () => {
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    const results = await Promise.all([
      api.add({ productId: MUG }),
      api.add({ productId: SOCKS }),
      api.add({ productId: MUG }),
    ]);
    expect(results.map((cart) => cart.count)).toEqual([1, 2, 3]);
    const cart = await api.getCart();
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [MUG, 2],
      [SOCKS, 1],
    ]);
  });
});

describe('changing quantities', () => {
  it('coalesces rapid changes into one request with the final quantity', async () => {
    const { api, requests } = mountWidget(platform.current.url, { openOnAdd: false });
    const { lines } = await api.add({ productId: SOCKS });
    const lineId = lines[0]?.id as string;
    const updates = requests.watch('update-line-items');
    const answers = await Promise.all([2, 3, 4, 5].map((quantity) => api.setQuantity(lineId, quantity)));
    expect(answers.map((cart) => cart.lines[0]?.quantity)).toEqual([5, 5, 5, 5]);
    expect(updates.count).toBe(1);
  });

  it('sends a stepper click at once, and the clicks made while it is on its way as one request', async () => {
    const updates = heldRequests('update-line-items');
    const { api, view } = mountWidget(platform.current.url, { platform: { fetch: updates.fetch } });
    await api.add({ productId: SOCKS });
    const more = (await view.findByRole('button', { name: 'One more Wool Socks' })) as HTMLButtonElement;
    const stepper = view.getByRole('group', { name: 'Quantity of Wool Socks' });
    more.click();
    // Asked at once: no wait for more clicks before the platform hears of the first.
    await updates.until(1);
    for (const shown of ['3', '4', '5']) {
      more.click();
      // A quick shopper, not a synthetic burst: the row shows each click before the next.
      await vi.waitFor(() =>
        expect((stepper.querySelector('.stepper-value') as HTMLInputElement | null)?.value).toBe(shown),
      );
    }
    expect(updates.held).toHaveLength(1); // the later clicks wait for the first one's answer
    updates.held[0]?.release();
    await updates.until(2);
    updates.held[1]?.release();
    await vi.waitFor(async () => expect((await api.getCart()).lines[0]?.quantity).toBe(5));
    expect(updates.held).toHaveLength(2);
    expect((stepper.querySelector('.stepper-value') as HTMLInputElement | null)?.value).toBe('5');
  });

  it('shows the new quantity before the platform answers, and rolls it back when refused', async () => {
    // The update is held until the new quantity has been seen, so that it is seen whatever the timing (a
    // refusal answered at once rolls back within a frame or two: a test that polled for it raced it).
    const updates = heldRequests('update-line-items');
    const { api, view } = mountWidget(platform.current.url, {
      openOnAdd: false,
      platform: { fetch: updates.fetch },
    });
    const { lines } = await api.add({ productId: SOCKS });
    const lineId = lines[0]?.id as string;
    await api.open();
    const stepper = await view.findByRole('group', { name: 'Quantity of Wool Socks' });
    const shown = () => (stepper.querySelector('.stepper-value') as HTMLInputElement | null)?.value;
    await setFaults({
      rules: [{ pathPrefix: '/ecom/v2/carts/current/update-line-items', status: 503, times: 1 }],
    });
    try {
      const change = api.setQuantity(lineId, 3);
      const refused = expect(change).rejects.toMatchObject({ status: 503 });
      await updates.until(1);
      await vi.waitFor(() => expect(shown()).toBe('3'));
      updates.held[0]?.release();
      await refused;
    } finally {
      await setFaults(null);
    }
    expect((await api.getCart()).lines[0]?.quantity).toBe(1);
    await vi.waitFor(() => expect(shown()).toBe('1'));
  });

  it('removes a line with quantity 0, and a line by id', async () => {
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.add({ productId: SOCKS });
    const { lines } = await api.add({ productId: MUG });
    const [socks, mug] = lines;
    expect((await api.setQuantity(socks?.id as string, 0)).lines.map((l) => l.productId)).toEqual([MUG]);
    expect((await api.remove(mug?.id as string)).lines).toEqual([]);
    await expect(api.remove('no-such-line')).rejects.toThrow('no cart line with id "no-such-line"');
  });

  it('bounds the stepper by the quantity available, and its + says why it does nothing', async () => {
    const { api, view, requests } = mountWidget(platform.current.url);
    await api.add({ productId: PIN, quantity: 4 });
    const more = (await view.findByRole('button', { name: 'One more Enamel Pin' })) as HTMLButtonElement;
    // Focusable, marked unavailable, and described by the visible reason (not only greyed out).
    expect([more.disabled, more.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    const reason = more.getRootNode() as ShadowRoot;
    const hint = reason.getElementById(more.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Only 4 left');
    // A click changes nothing: a change would show at once as pending (optimistic) and be sent.
    more.click();
    const line = more.closest('li') as HTMLElement;
    expect([
      line.dataset.pending,
      (line.querySelector('.stepper-value') as HTMLInputElement | null)?.value,
    ]).toEqual([undefined, '4']);
    expect(requests.urls.filter((url) => url.includes('update-line-items'))).toEqual([]);
    expect((view.getByRole('button', { name: 'One less Enamel Pin' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
