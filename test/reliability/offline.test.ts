// Offline, then online again: every request dropped for a while. Reads fail after their retries (or ride
// it out when the network comes back in time); changes fail as OUTCOME_UNKNOWN; tokens and the member stay.
// Back online, settling the pending changes (read back, repeat what is missing) loses nothing.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CartV1, isSystemError, type SystemError, type Tokens } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { useFigures } from './support/figures.ts';
import { cartOnPlatform, compareUnits, line, quantities, shopper, stockedIds } from './support/store.ts';

// A Catalog V1 site: these tests read the V1 catalog (a V3 site refuses it with 428).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const figures = useFigures('offline', platform);
afterEach(() => platform.current.faults.reset());

let ids: Awaited<ReturnType<typeof stockedIds>>;
beforeAll(async () => {
  ids = await stockedIds(platform.current.url);
});

/** Every request to the platform is dropped, token endpoint included, until `online()`. */
const offline = () => platform.current.faults.set({ rules: [{ drop: true }] });
const online = () => platform.current.faults.reset();
const asMember = (t: Tokens): Tokens => ({ ...t, refreshToken: { ...t.refreshToken, role: 'member' } });

describe('offline, then online', () => {
  it('a read rides out a short outage through its retries', async () => {
    // The network is back while the client waits before its third try (told before each wait).
    const s = shopper(platform.current.url, {
      onRetry: ({ attempt }) => {
        if (attempt === 2) online();
      },
    });
    await s.client.cartV1.add({ lineItems: [line(ids['wool-socks'], 2)] });
    offline();
    const cart = await s.client.cartV1.get();
    figures.operations++;
    figures.retries += s.retries.length;
    expect(quantities(cart).get(ids['wool-socks'])).toBe(2);
    expect(s.retries).toHaveLength(2);
    expect(s.retries.every((r) => (r.error as SystemError).code === 'UNKNOWN')).toBe(true);
  });

  it('loses nothing: changes made offline are settled once back online, each exactly once', async () => {
    const s = shopper(platform.current.url);
    await s.client.cartV1.add({ lineItems: [line(ids['classic-white-mug'], 1)] });
    s.client.auth.setTokens(asMember(s.client.auth.getTokens()));
    const member = s.client.auth.getTokens();
    const expected = new Map([[ids['classic-white-mug'], 1]]);

    offline();
    const readError = await s.client.cartV1.get().catch((e: unknown) => e);
    expect(readError).toMatchObject({ code: 'UNKNOWN', outcomeUnknown: false });
    expect(s.retries).toHaveLength(3);
    // The shopper keeps clicking: three adds while offline, each unknown in outcome.
    const pending: Array<{ id: string; quantity: number }> = [];
    for (const slug of ['notebook-dot-grid', 'canvas-tote-bag', 'classic-white-mug'] as const) {
      const id = ids[slug];
      const error = await s.client.cartV1.add({ lineItems: [line(id, 2)] }).catch((e: unknown) => e);
      expect(isSystemError(error) && error.outcomeUnknown).toBe(true);
      figures.outcomeUnknown++;
      pending.push({ id, quantity: 2 });
      expected.set(id, (expected.get(id) ?? 0) + 2);
    }
    // An expired token cannot be renewed offline, but the member is not signed out for it.
    s.client.auth.setTokens({ ...member, accessToken: { ...member.accessToken, expiresAt: 1 } });
    await expect(s.client.cartV1.get()).rejects.toSatisfy(isSystemError);
    expect(s.client.auth.loggedIn()).toBe(true);
    figures.operations += 5;
    figures.retries += s.retries.length;

    online();
    // Settle as a widget would: read the cart back once, then add only what the platform does not show.
    figures.readBacks++;
    let cart: CartV1 = await s.client.cartV1.get();
    const shown = quantities(cart);
    for (const id of new Set(pending.map((p) => p.id))) {
      const missing = (expected.get(id) ?? 0) - (shown.get(id) ?? 0);
      if (missing > 0) cart = (await s.client.cartV1.add({ lineItems: [line(id, missing)] })).cart;
    }
    const onPlatform = quantities(await cartOnPlatform(platform.current, s.client.auth.getTokens()));
    const { lost, doubled } = compareUnits(expected, onPlatform);
    figures.itemsLost += lost;
    figures.itemsDoubled += doubled;
    expect(onPlatform).toEqual(expected);
    expect(quantities(cart)).toEqual(expected);
    expect(s.client.auth.role()).toBe('member');
    expect(s.client.auth.getTokens().refreshToken).toEqual(member.refreshToken);
  });
});
