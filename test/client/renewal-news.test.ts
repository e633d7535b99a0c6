// The word between tabs (renewal-news.ts) as one tab's listeners share it: the session's followers and a
// renewal hear on one channel, so the tab never takes its own word for another tab's, and a word on its way
// is not lost when one of them stops listening.
import { describe, expect, it } from 'vitest';
import { renewalNews } from '../../src/auth/renewal-news.ts';
import type { Tokens } from '../../src/index.ts';
import { laggingOrigin } from './support/lagging-tabs.ts';

const tokens: Tokens = {
  accessToken: { value: 'access-2', expiresAt: 2_000_000_000 },
  refreshToken: { value: 'refresh-1', role: 'member' },
};

/** A tab's news whose waits never time out: only a heard word ends one. */
const newsOf = (window: Window) =>
  renewalNews({ window, setTimeout: () => 0 as never, clearTimeout: () => undefined }, 'renewals');

/** Lets the origin's BroadcastChannel deliver what was posted (a microtask each). */
const delivered = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether `promise` settled once the messages and microtasks have run. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await delivered();
  return settled;
}

describe('renewal news of one tab', () => {
  it('does not take its own renewal for another tab`s while its session is followed', async () => {
    const news = newsOf(laggingOrigin().window());
    const following = news.listen();
    const renewing = news.listen();
    news.tell('refresh-1');
    news.tell('refresh-1', tokens);
    await delivered();
    renewing();
    // Its next renewal from the same refresh token (the platform keeps it) waits for nobody.
    expect(await settles(news.outcome('refresh-1', 15_000))).toBe(true);
    following();
  });

  it('keeps a word on its way when the followers stop while a renewal listens', async () => {
    const origin = laggingOrigin();
    const other = newsOf(origin.window());
    const tab = newsOf(origin.window());
    const following = tab.listen();
    const stopOther = other.listen();
    other.tell('refresh-1');
    // A renewal starts listening, and the session's last follower goes (the widget unmounted), before the
    // word arrives.
    const renewing = tab.listen();
    following();
    await delivered();
    // Heard: this tab waits for the other tab's outcome instead of renewing the same token again.
    const outcome = tab.outcome('refresh-1', 15_000);
    expect(await settles(outcome)).toBe(false);
    other.tell('refresh-1', tokens);
    expect(await settles(outcome)).toBe(true);
    expect(tab.heard('refresh-1')).toEqual(tokens);
    renewing();
    stopOther();
    expect(origin.openChannels()).toBe(0);
  });
});
