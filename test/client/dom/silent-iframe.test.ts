// @vitest-environment happy-dom
// Silent member login through a hidden frame (protocol §4.5), with the checks the SDK leaves out. The frame's
// time limit runs on timers the test fires by hand, and the frame is awaited as it is added, so nothing here
// depends on how fast the machine is.
import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, OAuthError } from '../../../src/index.ts';
import { usePlatform } from '../../support/platform.ts';
import { ADA, recordingFetch } from '../support/client.ts';
import { fifoLocks } from '../support/lagging-tabs.ts';

const platform = usePlatform();
const APP = 'http://localhost:3000';

/** Timers that run only when the test fires them; `fire(ms)` runs the pending ones set for `ms`. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    setTimeout: (callback: () => void, ms: number) => {
      pending.set(next, { callback, ms });
      return next++;
    },
    clearTimeout: (handle: unknown) => {
      pending.delete(handle as number);
    },
    fire(ms: number) {
      for (const [handle, timer] of [...pending])
        if (timer.ms === ms) {
          pending.delete(handle);
          timer.callback();
        }
    },
    count: (ms: number) => [...pending.values()].filter((t) => t.ms === ms).length,
  };
}

function setup() {
  const recorder = recordingFetch();
  const timers = manualTimers();
  const client = createClient({
    clientId: 'demo',
    apiBase: platform.current.url,
    // A lock manager of its own: without one, the renewal lock is a lease in localStorage that waits on timers.
    platform: {
      fetch: recorder.fetch,
      window,
      locks: fifoLocks(),
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
    },
  });
  return { client, requests: recorder.requests, timers };
}

async function sessionToken(client: ReturnType<typeof setup>['client']) {
  const result = await client.auth.login(ADA);
  return result.data?.sessionToken ?? '';
}

/** The next iframe added to `parent`, as it is added. */
function frameAddedTo(parent: Node): Promise<HTMLIFrameElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLIFrameElement) {
            observer.disconnect();
            resolve(node);
          }
    });
    observer.observe(parent, { childList: true });
  });
}

const post = (data: unknown, origin: string, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

type Requests = ReturnType<typeof setup>['requests'];
const lastSession = (requests: Requests) =>
  requests.findLast((r) => r.path.endsWith('/redirect-session'))?.body as {
    auth: { authRequest: Record<string, unknown> & { state: string }; prompt: string };
  };

/** A request as a browser tab sends it, cookie and referer included (happy-dom's fetch drops both). */
function tabRequest(
  url: string,
  {
    method = 'GET',
    body,
    headers = {},
  }: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ text: string; cookie: string; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          text,
          cookie: res.headers['set-cookie']?.[0]?.split(';')[0] ?? '',
          location: res.headers.location,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The platform's sign-in cookie, from signing in on its hosted page. */
async function hostedSignIn(): Promise<string> {
  const { cookie, text } = await tabRequest(`${platform.current.url}/_hosted/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADA.email, password: ADA.password, next: '/_hosted/account/account-info' }),
  });
  expect(cookie, text).not.toBe('');
  return cookie;
}

/**
 * What the emulator's authorization page would post from the frame (fetched as the frame would load it,
 * following the short URL's redirect with the referrer a browser keeps across it).
 */
async function answerOf(frame: HTMLIFrameElement, cookie = ''): Promise<Record<string, string>> {
  const headers = { referer: `${APP}/`, ...(cookie ? { cookie } : {}) };
  let url = frame.getAttribute('src') ?? '';
  let answer = await tabRequest(url, { headers });
  for (let hops = 0; answer.location && hops < 3; hops++) {
    url = new URL(answer.location, url).href;
    answer = await tabRequest(url, { headers });
  }
  const { text } = answer;
  return JSON.parse(
    (/data-message="([^"]+)"/.exec(text)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  ) as Record<string, string>;
}

const platformOrigin = () => new URL(platform.current.url).origin;

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

describe('getMemberTokensForDirectLogin', () => {
  it('creates a prompt-none web_message session without redirectUri and exchanges the code without it', async () => {
    const { client, requests } = setup();
    const token = await sessionToken(client);
    const added = frameAddedTo(document.body);
    const pending = client.auth.getMemberTokensForDirectLogin(token, { timeoutMs: 5000 });
    const frame = await added;
    expect(frame.hidden).toBe(true);
    expect(frame.style.display).toBe('none');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    const session = lastSession(requests);
    expect(session.auth.prompt).toBe('none');
    expect(session.auth.authRequest).not.toHaveProperty('redirectUri');
    expect(session.auth.authRequest).toMatchObject({
      responseMode: 'web_message',
      sessionToken: token,
      clientId: 'demo',
    });
    // The frame's address is the session's short URL: the token goes in the request body, never a frame's
    // address, which the host page can observe (issue #18).
    expect(frame.getAttribute('src')).toMatch(new RegExp(`^${platform.current.url}/_hosted/r/[\\w-]+$`));
    expect(frame.getAttribute('src')).not.toContain(token);
    // Ask the emulator's authorization page for the real answer, then deliver it as the frame would.
    const message = await answerOf(frame);
    post(message, platformOrigin(), frame.contentWindow);
    const tokens = await pending;
    expect(tokens.refreshToken.role).toBe('member');
    const exchange = requests.findLast((r) => r.path === '/oauth2/token')?.body;
    expect(exchange).toEqual({
      clientId: 'demo',
      grantType: 'authorization_code',
      code: message.code,
      codeVerifier: expect.any(String),
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('ignores messages from another origin, another window or with another state', async () => {
    const { client, requests, timers } = setup();
    const token = await sessionToken(client);
    const added = frameAddedTo(document.body);
    const pending = client.auth.getMemberTokensForDirectLogin(token, { timeoutMs: 300 });
    const frame = await added;
    const { state } = lastSession(requests).auth.authRequest;
    const origin = platformOrigin();
    post({ code: 'x', state }, 'https://evil.example', frame.contentWindow);
    post({ code: 'x', state }, origin, window);
    post({ code: 'x', state: 'other' }, origin, frame.contentWindow);
    post('a string', origin, frame.contentWindow);
    post(null, origin, frame.contentWindow);
    expect(document.querySelector('iframe')).toBe(frame); // still waiting
    timers.fire(300);
    await expect(pending).rejects.toThrow('OAuth flow timed out');
    expect(
      requests.filter(
        (r) =>
          r.path === '/oauth2/token' && (r.body as { grantType: string }).grantType === 'authorization_code',
      ),
    ).toEqual([]);
  });

  it('times out after the per-call timeout with OAuth flow timed out, removing the frame and listener', async () => {
    const { client, timers } = setup();
    const token = await sessionToken(client);
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const appended = frameAddedTo(document.body);
    const pending = client.auth.getMemberTokensForDirectLogin(token, { timeoutMs: 50 });
    await appended;
    timers.fire(50);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ message: 'OAuth flow timed out', code: 'TIMEOUT' });
    const listener = added.mock.calls.find(([type]) => type === 'message')?.[1];
    expect(listener).toBeDefined();
    expect(removed.mock.calls.some(([type, fn]) => type === 'message' && fn === listener)).toBe(true);
    added.mockRestore();
    removed.mockRestore();
    expect(document.querySelector('iframe')).toBeNull();
    expect(timers.count(50)).toBe(0);
  });

  it('rejects an {error} answer with an OAuthError that carries it', async () => {
    const { client, requests } = setup();
    const token = await sessionToken(client);
    const added = frameAddedTo(document.body);
    const pending = client.auth.getMemberTokensForDirectLogin(token, { timeoutMs: 5000 });
    const frame = await added;
    const { state } = lastSession(requests).auth.authRequest;
    post(
      { state, error: 'login_required', error_description: 'No member is signed in' },
      platformOrigin(),
      frame.contentWindow,
    );
    const error = (await pending.catch((e: unknown) => e)) as OAuthError;
    expect(error).toBeInstanceOf(OAuthError);
    expect(error.code).toBe('AUTHORIZATION_ERROR');
    expect(error.error).toBe('login_required');
    expect(error.errorDescription).toBe('No member is signed in');
    expect(error.message).toBe('OAuth authorization failed: login_required (No member is signed in)');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('stops and cleans up when the caller aborts, and clears its timer', async () => {
    const { client, timers } = setup();
    const token = await sessionToken(client);
    const controller = new AbortController();
    const added = frameAddedTo(document.body);
    const pending = client.auth.getMemberTokensForDirectLogin(token, {
      timeoutMs: 5000,
      signal: controller.signal,
    });
    await added;
    controller.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
    expect(document.querySelector('iframe')).toBeNull();
    expect(timers.count(5000)).toBe(0);
  });

  it('puts the frame into the container given, e.g. a shadow root, and nothing into the page`s body', async () => {
    const { client } = setup();
    const token = await sessionToken(client);
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const bodyChildren = document.body.childElementCount;
    const added = frameAddedTo(root);
    const pending = client.auth.getMemberTokensForDirectLogin(token, { timeoutMs: 5000, container: root });
    const frame = await added;
    expect(frame.parentNode).toBe(root);
    expect(document.body.childElementCount).toBe(bodyChildren);
    post(await answerOf(frame), platformOrigin(), frame.contentWindow);
    expect((await pending).refreshToken.role).toBe('member');
    expect(root.querySelector('iframe')).toBeNull();
    host.remove();
  });

  it('defaults the timeout to 120000 ms', async () => {
    const { SILENT_LOGIN_TIMEOUT_MS } = await import('../../../src/index.ts');
    expect(SILENT_LOGIN_TIMEOUT_MS).toBe(120_000);
    const { client, timers } = setup();
    const token = await sessionToken(client);
    const added = frameAddedTo(document.body);
    const pending = client.auth.getMemberTokensForDirectLogin(token);
    await added;
    expect(timers.count(120_000)).toBe(1);
    timers.fire(120_000);
    await expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('getMemberTokensSilently', () => {
  it('signs in the member the browser is still signed in as at the platform, with the redirectUri given', async () => {
    const { client, requests } = setup();
    // The browser signed in on the platform's hosted page earlier: it holds the platform's cookie.
    const cookie = await hostedSignIn();
    const added = frameAddedTo(document.body);
    const pending = client.auth.getMemberTokensSilently({ redirectUri: `${APP}/callback` });
    const frame = await added;
    const session = lastSession(requests);
    expect(session.auth.prompt).toBe('none');
    expect(session.auth.authRequest).not.toHaveProperty('sessionToken');
    expect(session.auth.authRequest).toMatchObject({
      responseMode: 'web_message',
      redirectUri: `${APP}/callback`,
    });
    post(await answerOf(frame, cookie), platformOrigin(), frame.contentWindow);
    expect((await pending).refreshToken.role).toBe('member');
    expect(requests.findLast((r) => r.path === '/oauth2/token')?.body).toMatchObject({
      grantType: 'authorization_code',
      redirectUri: `${APP}/callback`,
    });
  });

  it('rejects with login_required when the browser has no member session there', async () => {
    const { client } = setup();
    const added = frameAddedTo(document.body);
    const pending = client.auth.getMemberTokensSilently();
    const frame = await added;
    post(await answerOf(frame), platformOrigin(), frame.contentWindow);
    await expect(pending).rejects.toMatchObject({ code: 'AUTHORIZATION_ERROR', error: 'login_required' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
