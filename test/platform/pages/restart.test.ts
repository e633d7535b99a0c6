import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../../support/platform.ts';
import { anonymous, authSession, pkce } from '../auth/http.ts';
import { answerOf, Tab } from './browser.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'dropcart-pages-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a restart mid-flow', () => {
  // Three emulators start one after another: no time is asserted, the limit only catches a hang.
  it('keeps the hosted sign-in cookie session and the redirect session', async () => {
    const first = await startTestPlatform({ dataDir });
    const visitor = await anonymous(first.url);
    const session = await authSession(first.url, visitor.access_token, { challenge: pkce().challenge });
    const tab = new Tab(first.url);
    await tab.submit('/_hosted/sign-in', {
      email: 'ada@example.com',
      password: 'lovelace-1815',
      next: '/_hosted/account/account-info',
    });
    await first.close();

    const second = await startTestPlatform({ dataDir });
    try {
      const again = new Tab(second.url);
      again.cookie = tab.cookie;
      const delivered = await again.get(`/_hosted/authorize/continue?redirectSessionId=${session.id}`);
      expect(answerOf(delivered.location).code).toMatch(/^emu\.code\./);
      expect((await again.get('/_hosted/account/account-info')).status).toBe(200);
    } finally {
      await second.close();
    }
    const reset = await startTestPlatform({ dataDir, reset: true });
    try {
      const after = new Tab(reset.url);
      after.cookie = tab.cookie;
      expect((await after.get('/_hosted/account/account-info')).status).toBe(302);
    } finally {
      await reset.close();
    }
  }, 30_000);
});
