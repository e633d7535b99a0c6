import { type DropcartClient, isOAuthError } from '../../src/index.ts';
import type { MemberTokens } from './types.ts';

/** A silent attempt must never hold up the page; the hosted page answers at once or not at all. */
export const SILENT_TIMEOUT_MS = 5000;

/**
 * Asks the platform, in a hidden frame inside our shadow root, whether this browser still has a member
 * session (prompt=none, web_message), through the client's silent login, which checks the message's origin,
 * source window and state, and always removes its frame, listener and timer. Resolves with member tokens,
 * or undefined when there is no session, nothing answered in time, or the widget went away.
 */
export async function trySilentSignIn(
  {
    client,
    redirectUri,
    place,
    signal,
  }: {
    client: Pick<DropcartClient, 'auth'>;
    redirectUri: string;
    /** Where the hidden frame goes: not React's container, whose first render clears what it holds. */
    place: ParentNode;
    signal: AbortSignal;
  },
  timeoutMs = SILENT_TIMEOUT_MS,
): Promise<MemberTokens | undefined> {
  try {
    return await client.auth.getMemberTokensSilently({ redirectUri, container: place, timeoutMs, signal });
  } catch (error) {
    if (isOAuthError(error) || signal.aborted) return undefined;
    throw error;
  }
}
