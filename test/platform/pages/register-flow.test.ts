import { afterEach, describe, expect, it } from 'vitest';
import { controlFetch, usePlatform } from '../../support/platform.ts';
import { lastMail } from '../auth/http.ts';
import { hiddenValue, Tab } from './browser.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const next = '/_hosted/account/account-info';
afterEach(() => {
  Object.assign(platform.current.platform.config, {
    requireEmailVerification: false,
    requireOwnerApproval: false,
  });
});

describe('hosted registration with the site owner’s switches', () => {
  it('asks for the mailed code when e-mail verification is required, with a wrong code explained', async () => {
    platform.current.platform.config.requireEmailVerification = true;
    const tab = new Tab(base());
    const registered = await tab.submit('/_hosted/register', {
      email: 'page-verify@example.com',
      password: 'long-enough',
      next,
    });
    expect(String(registered.json.next)).toMatch(/^\/_hosted\/verify\?/);
    expect(tab.cookie).toBe('');
    const page = await tab.get(String(registered.json.next));
    expect(page.text).toContain('Confirm your e-mail');
    expect(page.text).toContain('page-verify@example.com');
    const stateToken = hiddenValue(page.text, 'stateToken')!;
    const { code } = (await lastMail(base(), 'page-verify@example.com')).data;
    const wrong = await tab.submit('/_hosted/verify', {
      stateToken,
      code: code === '000000' ? '111111' : '000000',
      next,
    });
    expect([wrong.status, wrong.json.message]).toEqual([400, 'The code is wrong; 4 attempts left']);
    const done = await tab.submit('/_hosted/verify', { stateToken, code: code!, next });
    expect(done.json).toEqual({ next });
    expect((await tab.get(next)).text).toContain('page-verify@example.com');
  });

  it('explains that the owner must approve, and signs in after approval', async () => {
    platform.current.platform.config.requireOwnerApproval = true;
    const tab = new Tab(base());
    const registered = await tab.submit('/_hosted/register', {
      email: 'page-wait@example.com',
      password: 'long-enough',
      next,
    });
    expect(registered.status).toBe(403);
    expect(registered.json.message).toContain('approval');
    const { members } = (await (await controlFetch(base(), '/_emulator/members')).json()) as {
      members: Array<{ id: string; email: string }>;
    };
    const waiting = members.find((m) => m.email === 'page-wait@example.com')!;
    await controlFetch(base(), `/_emulator/members/${waiting.id}/approve`, { method: 'POST' });
    const signedIn = await tab.submit('/_hosted/sign-in', {
      email: 'page-wait@example.com',
      password: 'long-enough',
      next,
    });
    expect(signedIn.json).toEqual({ next });
  });

  it('shows an expired step page for an unknown state token', async () => {
    const page = await new Tab(base()).get('/_hosted/verify?stateToken=nope');
    expect(page.status).toBe(400);
  });
});
