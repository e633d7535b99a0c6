import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { APP, anonymous, authSession, lastMail, pkce, post, type Tokens } from '../auth/http.ts';
import { answerOf, hiddenValue, Tab, webMessageOf } from './browser.ts';

const platform = usePlatform();
const base = () => platform.current.url;

async function startLogin(options: Parameters<typeof authSession>[2] = {}) {
  const visitor = await anonymous(base());
  const { verifier, challenge } = pkce();
  const session = await authSession(base(), visitor.access_token, { challenge, ...options });
  return { session, verifier };
}

const exchange = (code: string, verifier: string, redirectUri?: string) =>
  post<Tokens>(base(), '/oauth2/token', {
    clientId: 'demo',
    grantType: 'authorization_code',
    code,
    codeVerifier: verifier,
    ...(redirectUri ? { redirectUri } : {}),
  });

describe('authorize with prompt=login', () => {
  it('shows a sign-in form with a register link, under a strict CSP and with no inline script', async () => {
    const { session } = await startLogin();
    const page = await new Tab(base()).get(session.fullUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('action="/_hosted/sign-in"');
    expect(page.text).toMatch(/<input name="email" type="email"/);
    expect(page.text).toMatch(/<input name="password" type="password"/);
    expect(page.text).toContain('href="/_hosted/register?next=');
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(hiddenValue(page.text, 'next')).toBe(
      `/_hosted/authorize/continue?redirectSessionId=${session.id}`,
    );
  });

  it('signs in, sets an HttpOnly cookie and delivers a code in the fragment that exchanges for member tokens', async () => {
    const { session, verifier } = await startLogin({ state: 'keep-me' });
    const tab = new Tab(base());
    const form = await tab.get(session.fullUrl);
    const next = hiddenValue(form.text, 'next')!;
    const wrong = await tab.submit('/_hosted/sign-in', { email: 'ada@example.com', password: 'nope', next });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('The e-mail or password is wrong.');
    expect(tab.cookie).toBe('');
    const right = await tab.submit('/_hosted/sign-in', {
      email: 'ada@example.com',
      password: 'lovelace-1815',
      next,
    });
    expect(right.json).toEqual({ next });
    expect(right.setCookie).toMatch(/^emu_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const delivered = await tab.get(next);
    expect(delivered.status).toBe(302);
    expect(delivered.location?.startsWith(`${APP}/callback#`)).toBe(true);
    const { code, state } = answerOf(delivered.location);
    expect(state).toBe('keep-me');
    const tokens = await exchange(code!, verifier, `${APP}/callback`);
    expect(tokens.status).toBe(200);
  });

  it('delivers in the query with responseMode=query', async () => {
    const { session, verifier } = await startLogin({ responseMode: 'query' });
    const tab = new Tab(base());
    await tab.submit('/_hosted/sign-in', {
      email: 'ada@example.com',
      password: 'lovelace-1815',
      next: '/_hosted/account/account-info',
    });
    const delivered = await tab.get(`/_hosted/authorize/continue?redirectSessionId=${session.id}`);
    const { code } = answerOf(delivered.location, 'query');
    expect((await exchange(code!, verifier, `${APP}/callback`)).status).toBe(200);
  });

  it('walks a member with a second factor through the code page', async () => {
    const { session } = await startLogin();
    const tab = new Tab(base());
    const next = `/_hosted/authorize/continue?redirectSessionId=${session.id}`;
    const first = await tab.submit('/_hosted/sign-in', {
      email: 'alan@example.com',
      password: 'turing-1912',
      next,
    });
    expect(String(first.json.next)).toMatch(/^\/_hosted\/verify\?stateToken=/);
    expect(tab.cookie).toBe('');
    const codePage = await tab.get(String(first.json.next));
    expect(codePage.text).toContain('alan@example.com');
    const stateToken = hiddenValue(codePage.text, 'stateToken')!;
    const { code } = (await lastMail(base(), 'alan@example.com')).data;
    const done = await tab.submit('/_hosted/verify', { stateToken, code: code!, next });
    expect(done.json).toEqual({ next });
    expect(tab.cookie).toMatch(/^emu_session=/);
    expect(answerOf((await tab.get(next)).location).code).toBeTruthy();
  });

  it('refuses a next that leaves the hosted pages', async () => {
    const answer = await new Tab(base()).submit('/_hosted/sign-in', {
      email: 'ada@example.com',
      password: 'lovelace-1815',
      next: 'https://evil.example/',
    });
    expect([answer.status, answer.json.message]).toEqual([
      400,
      'next must be a path on this site under /_hosted/',
    ]);
  });

  it('shows an expiry page for an unknown session', async () => {
    const page = await new Tab(base()).get('/_hosted/authorize?redirectSessionId=nope');
    expect(page.status).toBe(400);
    expect(page.text).toContain('expired');
  });
});

describe('authorize with prompt=none', () => {
  it('answers login_required without a session, and a code with the cookie', async () => {
    const tab = new Tab(base());
    const first = await startLogin({ prompt: 'none', state: 's1' });
    const refused = await tab.get(first.session.fullUrl);
    expect(answerOf(refused.location)).toMatchObject({ error: 'login_required', state: 's1' });
    await tab.submit('/_hosted/sign-in', {
      email: 'ada@example.com',
      password: 'lovelace-1815',
      next: '/_hosted/account/orders',
    });
    const second = await startLogin({ prompt: 'none' });
    const { code } = answerOf((await tab.get(second.session.fullUrl)).location);
    expect((await exchange(code!, second.verifier, `${APP}/callback`)).status).toBe(200);
  });

  it('posts {code, state} by web_message to the origin that embedded the page, escaped, never "*"', async () => {
    const visitor = await anonymous(base());
    const login = await post<{ sessionToken: string }>(
      base(),
      '/_api/iam/authentication/v2/login',
      { loginId: { email: 'ada@example.com' }, password: 'lovelace-1815' },
      { authorization: visitor.access_token },
    );
    const state = '"><script>alert(1)</script>';
    const { session, verifier } = await startLogin({
      prompt: 'none',
      responseMode: 'web_message',
      redirectUri: undefined,
      sessionToken: login.body.sessionToken,
      state,
    });
    const page = await new Tab(base()).get(session.fullUrl, { referer: 'http://localhost:3000/shop/page' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="/_hosted/assets/web-message.js" defer></script>');
    expect(page.text).not.toContain('<script>alert');
    const { targetOrigin, message } = webMessageOf(page.text);
    expect(targetOrigin).toBe('http://localhost:3000');
    expect(message?.state).toBe(state);
    expect((await exchange(message!.code!, verifier)).status).toBe(200);
    const script = await new Tab(base()).get('/_hosted/assets/web-message.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).toContain('postMessage(JSON.parse(message), targetOrigin)');
    expect(script.text).not.toContain("'*'");
  });

  it('posts nothing when the embedding page is on an origin the client does not allow', async () => {
    const { session } = await startLogin({
      prompt: 'none',
      responseMode: 'web_message',
      redirectUri: undefined,
    });
    const page = await new Tab(base()).get(session.fullUrl, { referer: 'https://evil.example/' });
    expect(page.status).toBe(400);
    expect(webMessageOf(page.text)).toEqual({});
  });

  it('posts login_required by web_message when nobody is signed in', async () => {
    const { session } = await startLogin({
      prompt: 'none',
      responseMode: 'web_message',
      redirectUri: undefined,
      state: 'q',
    });
    const page = await new Tab(base()).get(session.fullUrl, { referer: 'http://127.0.0.1:8080/' });
    expect(webMessageOf(page.text)).toEqual({
      targetOrigin: 'http://127.0.0.1:8080',
      message: { error: 'login_required', error_description: expect.any(String), state: 'q' },
    });
  });
});
