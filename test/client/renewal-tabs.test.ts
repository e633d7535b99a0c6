// Two tabs renewing one expired token at once make one refresh, even when the second tab's storage does not
// show the first tab's write yet (a browser delivers it from another process, a moment later): the tab that
// renewed says so on a BroadcastChannel before it lets go of the renewal lock, and the next one goes by it.
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreClient, localTokenStorage, type Tokens } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { recordingFetch } from './support/client.ts';
import { fifoLocks, type LaggingOrigin, laggingOrigin } from './support/lagging-tabs.ts';

const platform = usePlatform();
afterEach(() => platform.current.faults.reset());

const KEY = 'dropcart:demo:tokens';
const expired = (t: Tokens): Tokens => ({ ...t, accessToken: { ...t.accessToken, expiresAt: 1 } });

function browser(options: { lateMessages?: boolean } = {}) {
  const origin = laggingOrigin(options);
  const locks = fifoLocks();
  const recorder = recordingFetch();
  const tab = (options: { broadcast?: boolean } = {}) => {
    const window = origin.window(options);
    return createStoreClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      tokenStorage: localTokenStorage(KEY, { window }),
      platform: { fetch: recorder.fetch, window, locks },
    });
  };
  const grants = () =>
    recorder.requests
      .filter((r) => r.path === '/oauth2/token')
      .map((r) => (r.body as { grantType: string }).grantType);
  return { origin, tab, grants };
}

/** Both tabs hold the same member tokens, which have just expired. */
async function expiredMember(origin: LaggingOrigin, first: ReturnType<ReturnType<typeof browser>['tab']>) {
  await first.auth.accessToken();
  const tokens = first.auth.getTokens();
  first.auth.setTokens(expired({ ...tokens, refreshToken: { ...tokens.refreshToken, role: 'member' } }));
  origin.deliverWrites();
}

describe('two tabs renewing one expired token', () => {
  it('make one refresh although the first one`s word comes after the lock is granted to the second', async () => {
    const { origin, tab, grants } = browser({ lateMessages: true });
    const a = tab();
    const b = tab();
    await expiredMember(origin, a);
    const before = grants().length;
    const [tokenA, tokenB] = await Promise.all([a.auth.accessToken(), b.auth.accessToken()]);
    // B heard A start renewing from their refresh token, so it waited for A's word instead of renewing.
    expect(grants().slice(before)).toEqual(['refresh_token']);
    expect(tokenB).toBe(tokenA);
    expect(origin.openChannels()).toBe(0);
  });

  it('make one refresh although the second does not see the first one`s write yet', async () => {
    const { origin, tab, grants } = browser();
    const a = tab();
    const b = tab();
    await expiredMember(origin, a);
    const before = grants().length;
    const [tokenA, tokenB] = await Promise.all([a.auth.accessToken(), b.auth.accessToken()]);
    expect(grants().slice(before)).toEqual(['refresh_token']);
    expect(tokenB).toBe(tokenA);
    // B's storage still shows the expired token until the write arrives; B stays the member all along.
    expect(b.auth.getTokens().accessToken.expiresAt).toBe(1);
    expect(b.auth.loggedIn()).toBe(true);
    origin.deliverWrites();
    expect(b.auth.getTokens()).toEqual(a.auth.getTokens());
    // Nothing stays open once the renewals are over and nobody subscribes.
    expect(origin.openChannels()).toBe(0);
  });

  it('make two refreshes where the tabs cannot tell each other (no BroadcastChannel)', async () => {
    const { origin, tab, grants } = browser();
    const a = tab({ broadcast: false });
    const b = tab({ broadcast: false });
    await expiredMember(origin, a);
    const before = grants().length;
    await Promise.all([a.auth.accessToken(), b.auth.accessToken()]);
    expect(grants().slice(before)).toEqual(['refresh_token', 'refresh_token']);
  });

  it('make one refresh when the second tab comes a moment later, while it follows the session', async () => {
    const { origin, tab, grants } = browser();
    const a = tab();
    const b = tab();
    const off = b.auth.subscribe(() => undefined);
    await expiredMember(origin, a);
    const before = grants().length;
    const tokenA = await a.auth.accessToken();
    expect(await b.auth.accessToken()).toBe(tokenA);
    expect(grants().slice(before)).toEqual(['refresh_token']);
    off();
    expect(origin.openChannels()).toBe(0);
  });

  it('do not take word of another session`s renewal', async () => {
    const { origin, tab, grants } = browser();
    const a = tab();
    const b = tab();
    await expiredMember(origin, a);
    // B signs in as someone else before A's renewal: A's word is about a refresh token B no longer holds.
    const other = await createStoreClient({
      clientId: 'demo',
      apiBase: platform.current.url,
    }).auth.accessToken();
    b.auth.setTokens({
      accessToken: { value: other, expiresAt: 1 },
      refreshToken: { value: 'another-session', role: 'member' },
    });
    const before = grants().length;
    const tokenA = await a.auth.accessToken();
    const tokenB = await b.auth.accessToken();
    expect(tokenB).not.toBe(tokenA);
    expect(grants().slice(before)).toEqual(['refresh_token', 'refresh_token', 'anonymous']);
  });
});
