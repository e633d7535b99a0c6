// Silent member login (protocol §4.5) with the checks the official SDK leaves out: a message counts only
// when it comes from the authorization page's ORIGIN, from OUR iframe's window, and carries our state.
// An `{error}` message rejects with an OAuthError that names the error (the SDK resolves it and then fails
// with a misleading 'Missing code or _state'). Listener, timer and iframe are always removed.
import { OAuthError } from '../errors/oauth-error.ts';
import type { Tokens } from '../types/tokens.ts';
import { getAuthUrl, getMemberTokens } from './oauth.ts';
import { createCodeChallenge, createCodeVerifier } from './pkce.ts';
import type { SessionCore } from './session.ts';

/** How long the hidden frame may take (spec §9). */
export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

export interface DirectLoginOptions {
  /** @default 120000 */
  timeoutMs?: number;
  signal?: AbortSignal;
}

interface AuthMessage {
  code?: unknown;
  state?: unknown;
  error?: unknown;
  error_description?: unknown;
}

function waitForMessage(
  core: SessionCore,
  win: Window,
  authUrl: string,
  state: string,
  opts: DirectLoginOptions,
): Promise<AuthMessage> {
  const { platform } = core;
  const origin = new URL(authUrl).origin;
  const doc = win.document;
  return new Promise<AuthMessage>((resolve, reject) => {
    let iframe: HTMLIFrameElement | undefined;
    let timer: unknown;
    const cleanup = () => {
      platform.clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      opts.signal?.removeEventListener('abort', onAbort);
      iframe?.remove();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as AuthMessage | null;
      if (event.origin !== origin || !iframe || event.source !== iframe.contentWindow) return;
      if (typeof data !== 'object' || data === null || data.state !== state) return;
      cleanup();
      if (typeof data.error === 'string') {
        const description = typeof data.error_description === 'string' ? data.error_description : undefined;
        reject(
          new OAuthError(
            `OAuth authorization failed: ${data.error}${description ? ` (${description})` : ''}`,
            'AUTHORIZATION_ERROR',
            data.error,
            description,
          ),
        );
      } else resolve(data);
    };
    const onAbort = () => {
      cleanup();
      reject(opts.signal?.reason);
    };
    if (opts.signal?.aborted) return onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    // The listener goes up before the frame exists, so an early answer cannot be missed.
    win.addEventListener('message', onMessage);
    timer = platform.setTimeout(() => {
      cleanup();
      reject(new OAuthError('OAuth flow timed out', 'TIMEOUT'));
    }, opts.timeoutMs ?? SILENT_LOGIN_TIMEOUT_MS);
    iframe = doc.createElement('iframe');
    iframe.setAttribute('style', 'display:none');
    iframe.setAttribute('src', authUrl);
    doc.body.appendChild(iframe);
  });
}

/** Member tokens for a session token (from login/register), through a hidden frame; not stored. */
export async function getMemberTokensForDirectLogin(
  core: SessionCore,
  sessionToken: string,
  opts: DirectLoginOptions = {},
): Promise<Tokens> {
  const win = core.platform.window;
  if (!win) throw new TypeError('getMemberTokensForDirectLogin needs a browser window (platform.window)');
  const crypto = core.platform.crypto;
  const codeVerifier = createCodeVerifier(43, crypto);
  const pkce = {
    codeVerifier,
    codeChallenge: await createCodeChallenge(codeVerifier, crypto),
    state: await createCodeChallenge(createCodeVerifier(43, crypto), crypto),
  };
  const urlOptions = { prompt: 'none', responseMode: 'web_message', sessionToken } as const;
  const { authUrl } = await getAuthUrl(
    core,
    pkce,
    opts.signal ? { ...urlOptions, signal: opts.signal } : urlOptions,
  );
  const message = await waitForMessage(core, win, authUrl, pkce.state, opts);
  const code = typeof message.code === 'string' ? message.code : undefined;
  return getMemberTokens(core, code, pkce.state, pkce, opts.signal);
}
