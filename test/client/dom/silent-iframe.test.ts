// @vitest-environment happy-dom
// Silent member login through a hidden frame (protocol §4.5), with the checks the SDK leaves out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, OAuthError } from '../../../src/index.ts';
import { usePlatform } from '../../support/platform.ts';
import { ADA, recordingFetch } from '../support/client.ts';

const platform = usePlatform();

function setup() {
  const recorder = recordingFetch();
  const client = createClient({
    clientId: 'demo',
    apiBase: platform.current.url,
    platform: { fetch: recorder.fetch, window },
  });
  return { client, requests: recorder.requests };
}

async function sessionToken(client: ReturnType<typeof setup>['client']) {
  const result = await client.auth.login(ADA);
  return result.data?.sessionToken ?? '';
}

/** Waits until the client has put its hidden frame into the page. */
async function hiddenFrame(): Promise<HTMLIFrameElement> {
  for (let i = 0; i < 200; i++) {
    const frame = document.querySelector('iframe');
    if (frame) return frame;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('no iframe appeared');
}

const post = (data: unknown, origin: string, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

const stateOf = (frame: HTMLIFrameElement, requests: ReturnType<typeof setup>['requests']) => {
  const body = requests.findLast((r) => r.path.endsWith('/redirect-session'))?.body as {
    auth: { authRequest: { state: string } };
  };
  expect(frame.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1/);
  return body.auth.authRequest.state;
};

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

describe('getMemberTokensForDirectLogin', () => {
  it('creates a prompt-none web_message session without redirectUri and exchanges the code without it', async () => {
    const { client, requests } = setup();
    const token = await sessionToken(client);
    const pending = client.auth.getMemberTokensForDirectLogin(token, { timeoutMs: 5000 });
    const frame = await hiddenFrame();
    expect(frame.getAttribute('style')).toBe('display:none');
    const session = requests.findLast((r) => r.path.endsWith('/redirect-session'))?.body as {
      auth: { authRequest: Record<string, unknown>; prompt: string };
    };
    expect(session.auth.prompt).toBe('none');
    expect(session.auth.authRequest).not.toHaveProperty('redirectUri');
    expect(session.auth.authRequest).toMatchObject({
      responseMode: 'web_message',
      sessionToken: token,
      clientId: 'demo',
    });
    // Ask the emulator's authorization page for the real answer, then deliver it as the frame would.
    const page = await (
      await fetch(frame.getAttribute('src') ?? '', { headers: { referer: 'http://localhost:3000/' } })
    ).text();
    const message = JSON.parse(
      (/data-message="([^"]+)"/.exec(page)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ) as { code: string; state: string };
    post(message, new URL(platform.current.url).origin, frame.contentWindow);
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
    const { client, requests } = setup();
    const token = await sessionToken(client);
    const pending = client.auth.getMemberTokensForDirectLogin(token, { timeoutMs: 300 });
    const frame = await hiddenFrame();
    const state = stateOf(frame, requests);
    const origin = new URL(platform.current.url).origin;
    post({ code: 'x', state }, 'https://evil.example', frame.contentWindow);
    post({ code: 'x', state }, origin, window);
    post({ code: 'x', state: 'other' }, origin, frame.contentWindow);
    post('a string', origin, frame.contentWindow);
    post(null, origin, frame.contentWindow);
    await expect(pending).rejects.toThrow('OAuth flow timed out');
    expect(
      requests.filter(
        (r) =>
          r.path === '/oauth2/token' && (r.body as { grantType: string }).grantType === 'authorization_code',
      ),
    ).toEqual([]);
  });

  it('times out after the per-call timeout with OAuth flow timed out, removing the frame and listener', async () => {
    const { client } = setup();
    const token = await sessionToken(client);
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const error = await client.auth
      .getMemberTokensForDirectLogin(token, { timeoutMs: 50 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ message: 'OAuth flow timed out', code: 'TIMEOUT' });
    const listener = added.mock.calls.find(([type]) => type === 'message')?.[1];
    expect(listener).toBeDefined();
    expect(removed.mock.calls.some(([type, fn]) => type === 'message' && fn === listener)).toBe(true);
    added.mockRestore();
    removed.mockRestore();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('rejects an {error} answer with an OAuthError that carries it', async () => {
    const { client, requests } = setup();
    const token = await sessionToken(client);
    const pending = client.auth.getMemberTokensForDirectLogin(token, { timeoutMs: 5000 });
    const frame = await hiddenFrame();
    const state = stateOf(frame, requests);
    post(
      { state, error: 'login_required', error_description: 'No member is signed in' },
      new URL(platform.current.url).origin,
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

  it('stops and cleans up when the caller aborts', async () => {
    const { client } = setup();
    const token = await sessionToken(client);
    const controller = new AbortController();
    const pending = client.auth.getMemberTokensForDirectLogin(token, {
      timeoutMs: 5000,
      signal: controller.signal,
    });
    await hiddenFrame();
    controller.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('defaults the timeout to 120000 ms', async () => {
    const { SILENT_LOGIN_TIMEOUT_MS } = await import('../../../src/index.ts');
    expect(SILENT_LOGIN_TIMEOUT_MS).toBe(120_000);
  });
});
