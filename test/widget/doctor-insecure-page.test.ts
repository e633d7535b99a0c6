// @vitest-environment-options {"url":"http://shop.example/"}
// The setup doctor on a plain http:// page that is not localhost: member sign-in is off there (no
// crypto.subtle; session/secure-page.ts), and the doctor says so in its login line instead of failing on
// the hosted sign-in it would ask the platform for. The cart's lines are unaffected.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform({
  config: { clients: [{ clientId: 'demo', allowedOrigins: ['http://shop.example', 'http://localhost:*'] }] },
});
const insecureCrypto = {
  getRandomValues: (array: Uint8Array) => crypto.getRandomValues(array),
} as unknown as Crypto;

afterEach(() => vi.restoreAllMocks());

describe('the setup doctor on a page that is not served over HTTPS', () => {
  it('warns that sign-in is off there, with what to do, and asks the platform for no sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'group').mockImplementation(() => undefined);
    const { api, requests } = mountWidget(platform.current.url, { platform: { crypto: insecureCrypto } });
    const report = await api.doctor();
    const lines = report.checks.filter((check) => check.id === 'login-redirect');
    expect(lines).toEqual([
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
});
