import type { DropcartClient, Platform } from '../../src/index.ts';
import type { MemberTokens } from './types.ts';

/** A silent attempt must never hold up the page; the hosted page answers at once or not at all. */
export const SILENT_TIMEOUT_MS = 5000;

/**
 * Asks the platform, in a hidden frame inside our shadow root, whether this browser still has a member
 * session (prompt=none, web_message). Resolves with member tokens, or undefined on any failure or timeout.
 * Checks the message's origin, source window and state, and always removes its frame, listener and timer.
 */
export async function trySilentSignIn(
  {
    client,
    redirectUri,
    place,
    win,
    timers,
    signal,
  }: {
    client: Pick<DropcartClient, 'auth'>;
    redirectUri: string;
    /** Where the hidden frame goes: not React's container, whose first render clears what it holds. */
    place: ParentNode;
    win: Window;
    timers: Pick<Platform, 'setTimeout' | 'clearTimeout'>;
    signal: AbortSignal;
  },
  timeoutMs = SILENT_TIMEOUT_MS,
): Promise<MemberTokens | undefined> {
  const data = await client.auth.generateOAuthData(redirectUri);
  const { authUrl } = await client.auth.getAuthUrl(data, {
    prompt: 'none',
    responseMode: 'web_message',
    signal,
  });
  const expectedOrigin = new URL(authUrl).origin;
  const frame = win.document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'dropcart session check';
  frame.setAttribute('aria-hidden', 'true');
  let cleanup = () => {};
  const answer = await new Promise<{ code?: string; state?: string } | undefined>((resolve) => {
    const timer = timers.setTimeout(() => resolve(undefined), timeoutMs);
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { code?: unknown; state?: unknown } | null;
      // Only OUR frame's answer counts: the platform's origin alone would also admit another frame
      // of that origin (or a window it opened) that the page does not control.
      if (event.origin !== expectedOrigin || event.source !== frame.contentWindow) return;
      if (!message || message.state !== data.state) return;
      resolve(typeof message.code === 'string' ? { code: message.code, state: data.state } : undefined);
    };
    const onAbort = () => resolve(undefined);
    cleanup = () => {
      timers.clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
      frame.remove();
    };
    win.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort);
    frame.src = authUrl;
    place.append(frame);
  }).finally(() => cleanup());
  if (!answer?.code || !answer.state) return undefined;
  return client.auth.getMemberTokens(answer.code, answer.state, data, signal);
}
