// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The member menu lists only the account sections the store has: orders and account info unless the
// store names others (`accountSections`, `data-account-sections`); an unknown name is refused at mount.
import { describe, expect, it } from 'vitest';
import { createClient, type Tokens } from '../../src/index.ts';
import { mount } from '../../widget/index.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();

/** Ada's member tokens, stored as a sign-in leaves them (the widget starts signed in). */
async function signedInAsAda(): Promise<void> {
  const other = createClient({ clientId: 'demo', apiBase: platform.current.url });
  const login = await other.auth.login({ email: 'ada@example.com', password: 'lovelace-1815' });
  const data = await other.auth.generateOAuthData(`${platform.current.url}/_emulator/health`);
  const { authUrl } = await other.auth.getAuthUrl(data, {
    prompt: 'none',
    responseMode: 'query',
    sessionToken: login.data?.sessionToken ?? '',
  });
  const back = new URL((await fetch(authUrl)).url);
  const tokens: Tokens = await other.auth.getMemberTokens(
    back.searchParams.get('code') ?? '',
    back.searchParams.get('state') ?? '',
    data,
  );
  localStorage.setItem('dropcart:demo:tokens', JSON.stringify(tokens));
  localStorage.setItem('dropcart:demo:member', JSON.stringify({ name: 'Ada Lovelace' }));
}

async function menuItems(options: Parameters<typeof mountWidget>[1]): Promise<string[]> {
  await signedInAsAda();
  const { api, view } = mountWidget(platform.current.url, { tokenStorage: 'local', ...options });
  await api.open();
  (await view.findByRole('button', { name: 'Account menu for Ada Lovelace' })).click();
  const items = await view.findAllByRole('menuitem');
  return items.map((item: HTMLElement) => item.textContent ?? '');
}

describe('the member menu', () => {
  it('lists orders and account info by default, never sections the store may not have', async () => {
    expect(await menuItems({})).toEqual(['My orders', 'My account', 'Sign out']);
  });

  it('lists the sections the store names, in its order, each once', async () => {
    expect(await menuItems({ accountSections: ['BOOKINGS', 'ORDERS', 'EVENTS', 'ORDERS'] })).toEqual([
      'My bookings',
      'My orders',
      'My events',
      'Sign out',
    ]);
  });

  it("takes the script tag's attribute as written, space- or comma-separated", async () => {
    expect(await menuItems({ accountSections: 'SUBSCRIPTIONS, ORDERS  ACCOUNT_INFO' })).toEqual([
      'My subscriptions',
      'My orders',
      'My account',
      'Sign out',
    ]);
  });

  it('refuses an unknown section at mount, naming it', () => {
    expect(() =>
      mount({ clientId: 'demo', apiBase: platform.current.url, accountSections: ['ORDERS', 'WISHLIST'] }),
    ).toThrow(/accountSections: "WISHLIST" is not an account section \(ACCOUNT_INFO, BOOKINGS/);
  });
});
