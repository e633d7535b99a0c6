// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Who is signed in follows the client's tokens, whatever changed them: a sign-in in the panel, a
// sign-out in another tab. The page hears of each change once, and the member hint follows.
import { describe, expect, it, vi } from 'vitest';
import { createClient, emptyTokens, type Tokens } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const TOKENS_KEY = 'dropcart:demo:tokens';
const HINT_KEY = 'dropcart:demo:member';

function sessionChanges(): unknown[] {
  const seen: unknown[] = [];
  document.addEventListener('dropcart:session-change', (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

/**
 * Ada's member tokens, as another tab of this site gets them: a password sign-in, then the platform's
 * authorization page answering at once with a code for that session (no frame: happy-dom loads none).
 */
async function adasTokens(): Promise<Tokens> {
  const other = createClient({ clientId: 'demo', apiBase: platform.current.url });
  const login = await other.auth.login({ email: 'ada@example.com', password: 'lovelace-1815' });
  const sessionToken = login.data?.sessionToken ?? '';
  const data = await other.auth.generateOAuthData(`${platform.current.url}/_emulator/health`);
  const { authUrl } = await other.auth.getAuthUrl(data, {
    prompt: 'none',
    responseMode: 'query',
    sessionToken,
  });
  const back = new URL((await fetch(authUrl)).url);
  return other.auth.getMemberTokens(
    back.searchParams.get('code') ?? '',
    back.searchParams.get('state') ?? '',
    data,
  );
}

/** What another tab's change leaves in the shared storage, and the event this tab gets for it. */
function otherTabStores(tokens: Tokens, hint?: { name: string }): void {
  localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  if (hint) localStorage.setItem(HINT_KEY, JSON.stringify(hint));
  window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY }));
}

describe('the session', () => {
  it('follows a sign-in and a sign-out in another tab, telling the page once each', async () => {
    const marked = hostElement('<nav data-dropcart-session></nav>');
    const changes = sessionChanges();
    const { api } = mountWidget(platform.current.url, { tokenStorage: 'local', openOnAdd: false });
    await api.open(); // reads the cart: the visitor's tokens
    await api.getCart();
    expect(await api.getSession()).toEqual({ signedIn: false, role: 'visitor' });

    otherTabStores(await adasTokens(), { name: 'Ada' });
    const member = { signedIn: true, role: 'member', name: 'Ada' };
    expect(changes).toEqual([member]);
    expect(await api.getSession()).toEqual(member);
    await vi.waitFor(() => expect(marked.hasAttribute('data-dropcart-signed-in')).toBe(true));
    // A hint without the member's id: the platform is asked who this is (member-name.ts, loaded for it),
    // and the name it knows is told.
    const named = { ...member, name: 'Ada Lovelace' };
    await vi.waitFor(() => expect(changes).toEqual([member, named]));
    expect(JSON.parse(localStorage.getItem(HINT_KEY) ?? '{}')).toMatchObject({
      memberId: expect.any(String),
    });

    otherTabStores(emptyTokens());
    expect(changes).toEqual([member, named, { signedIn: false, role: 'none' }]);
    expect(await api.getSession()).toEqual({ signedIn: false, role: 'none' });
    expect(localStorage.getItem(HINT_KEY)).toBeNull(); // the member is gone, not lost: no silent retry
    await vi.waitFor(() => expect(marked.hasAttribute('data-dropcart-signed-in')).toBe(false));
  });

  it('hears of tokens renewed here without telling the page: the visitor stays who they were', async () => {
    const changes = sessionChanges();
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    expect(await api.getSession()).toEqual({ signedIn: false, role: 'none' });
    await api.open(); // reading the cart, the first request, gets the visitor's tokens
    await api.getCart();
    expect(await api.getSession()).toEqual({ signedIn: false, role: 'visitor' });
    expect(changes).toEqual([]);
  });
});
