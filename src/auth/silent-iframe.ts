// Silent member login (protocol §4.5) with the checks the official SDK leaves out: a message counts only
// when it comes from the authorization page's ORIGIN, from OUR iframe's window, and carries our state.
// An `{error}` message rejects with an OAuthError that names the error (the SDK resolves it and then fails
// with a misleading 'Missing code or _state'). Listener, timer and iframe are always removed. Unlike the SDK,
// a frame for a session token loads the redirect session's `shortUrl`, never the `fullUrl` with the token in
// it (docs/security.md, "Member session token"). Two ways in:
// a session token from login/register (`getMemberTokensForDirectLogin`), or the member session the browser
// still has at the platform (`getMemberTokensSilently`).
import { OAuthError } from '../errors/oauth-error.ts';
import type { Tokens } from '../types/tokens.ts';
import { authRedirectSession, generateOAuthData, getMemberTokens } from './oauth.ts';
import type { SessionCore } from './session.ts';

/** How long the hidden frame may take (spec §9). */
export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

export interface DirectLoginOptions {
  /** How long the hidden frame may take to answer. @default 120000 */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Where the hidden frame goes, e.g. an element in a shadow root, so that nothing is added to the host
   * page's own DOM. @default the document's body (of `platform.window`)
   */
  container?: ParentNode;
}

export interface SilentLoginOptions extends DirectLoginOptions {
  /** Sent as the authorization request's and the code exchange's `redirectUri`; neither carries one without it. */
  redirectUri?: string;
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
  frameUrl: string,
  origin: string,
  state: string,
  opts: DirectLoginOptions,
): Promise<AuthMessage> {
  const { platform } = core;
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
    // Hidden three ways, none of them an inline style attribute (which a strict CSP refuses and reports):
    // the attribute, the style property (which host CSS cannot override), and for assistive technology.
    iframe.hidden = true;
    iframe.style.display = 'none';
    iframe.setAttribute('aria-hidden', 'true');
    iframe.title = 'Sign-in check';
    (opts.container ?? doc.body).append(iframe);
    // Navigated from inside, not through its `src`: the page then sees no address at all, neither in the
    // frame's attributes nor in a resource-timing entry (only a frame's first, `src`-driven navigation is
    // reported to its parent). A frame without a window (a detached container) falls back to `src`.
    const frameWindow = iframe.contentWindow;
    if (frameWindow) frameWindow.location.replace(frameUrl);
    else iframe.src = frameUrl;
  });
}

/** The authorization code the hidden frame answers for a prompt=none web_message session, exchanged. */
async function silently(
  core: SessionCore,
  method: string,
  sessionToken: string | undefined,
  opts: SilentLoginOptions,
): Promise<Tokens> {
  const win = core.platform.window;
  if (!win) throw new TypeError(`${method} needs a browser window (platform.window)`);
  const data = await generateOAuthData(core, opts.redirectUri ?? '');
  const session = await authRedirectSession(core, data, {
    prompt: 'none',
    responseMode: 'web_message',
    ...(sessionToken ? { sessionToken } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  // The answer comes from the authorization page, wherever the frame's first address redirects.
  const origin = new URL(session.urlDetails.endpoint).origin;
  const frameUrl = sessionToken ? session.shortUrl : session.fullUrl;
  // The fullUrl of a session made with a session token carries that token in its query (protocol §4.4): as a
  // frame's address it would reach the host page's DOM observers and its resource-timing entries, and from it
  // alone anyone can mint the member's tokens. The short URL (declared by the SDK) names only the session.
  if (!frameUrl)
    throw new OAuthError(
      'The platform gave no shortUrl for the sign-in session; its fullUrl carries the session token, so it is not put into the page',
      'AUTHORIZATION_ERROR',
      'short_url_missing',
    );
  const message = await waitForMessage(core, win, frameUrl, origin, data.state, opts);
  const code = typeof message.code === 'string' ? message.code : undefined;
  return getMemberTokens(core, code, data.state, data, opts.signal);
}

/** Member tokens for a session token (from login/register), through a hidden frame; not stored. */
export const getMemberTokensForDirectLogin = (
  core: SessionCore,
  sessionToken: string,
  opts: DirectLoginOptions = {},
): Promise<Tokens> => silently(core, 'getMemberTokensForDirectLogin', sessionToken, opts);

/**
 * Member tokens for the member session this browser still has at the platform (its sign-in cookie), through
 * a hidden frame; not stored. Rejects with an OAuthError when there is none (`AUTHORIZATION_ERROR`, error
 * `login_required`) or nothing answered in time (`TIMEOUT`).
 */
export const getMemberTokensSilently = (core: SessionCore, opts: SilentLoginOptions = {}): Promise<Tokens> =>
  silently(core, 'getMemberTokensSilently', undefined, opts);
