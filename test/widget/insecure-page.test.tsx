// @vitest-environment-options {"url":"http://shop.example/"}
// A plain http:// page that is not localhost has no crypto.subtle (issue 30 #3): the cart worked but every
// sign-in failed ("The store could not do this right now", the hosted login with "reading 'digest'"). The
// widget offers no sign-in there and tells the owner once (and its setup doctor says so in its login line);
// the cart works as before. The crypto comes from mount({ platform }), as the browser's does on such a
// page: getRandomValues, no subtle.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

// The store allows the shop's origin, as an owner whose site is on http:// would.
const platform = usePlatform({
  config: { clients: [{ clientId: 'demo', allowedOrigins: ['http://shop.example', 'http://localhost:*'] }] },
});
const MUG = seedProductId('classic-white-mug');
const insecureCrypto = {
  getRandomValues: (array: Uint8Array) => crypto.getRandomValues(array),
} as unknown as Crypto;

afterEach(() => vi.restoreAllMocks());

describe('a page that is not served over HTTPS', () => {
  it('offers no sign-in, says why once in the console, and keeps the cart working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const login = hostElement<HTMLButtonElement>('<button data-dropcart-login>Sign in</button>');
    const { api, view } = mountWidget(platform.current.url, { platform: { crypto: insecureCrypto } });
    const told = () => warn.mock.calls.filter(([text]) => String(text).includes('HTTPS'));
    expect(told()).toHaveLength(1);
    expect(String(told()[0]?.[0])).toContain('http://shop.example');

    await api.add({ productId: MUG });
    await api.open();
    expect(await view.findByText('Classic White Mug')).toBeTruthy();
    // No way into a sign-in that cannot work: none in the drawer, none from the host's button or the API.
    expect(view.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await api.close();
    login.click();
    await api.login();
    await api.getCart();
    expect(view.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    await expect(api.login({ hosted: true })).rejects.toMatchObject({
      name: 'UsageError',
      message: expect.stringContaining('HTTPS'),
    });
    expect(told()).toHaveLength(1);
  });

  it('the setup doctor says sign-in is off here and what to do, and asks the platform for no sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'group').mockImplementation(() => undefined);
    const { api, requests } = mountWidget(platform.current.url, { platform: { crypto: insecureCrypto } });
    const report = await api.doctor();
    expect(report.checks.filter((check) => check.id === 'login-redirect')).toEqual([
      {
        id: 'login-redirect',
        status: 'warning',
        message:
          'Member sign-in is off on this page: it is not served over HTTPS (http://shop.example), so the browser offers no crypto.subtle, which sign-in needs. The cart works.',
        fix: 'Serve the page over https:// (localhost counts as secure) to offer sign-in.',
      },
    ]);
    expect(report.checks.find((check) => check.id === 'client-id')?.status).toBe('ok');
    expect(requests.urls.filter((url) => url.includes('redirect-session'))).toEqual([]);
  });

  it('offers sign-in where the browser has crypto.subtle', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.login();
    expect(await view.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });
});
