import { type DropcartClient, isOAuthError } from '../../src/index.ts';
import type { MemberTokens } from './types.ts';

/**
 * How long a silent attempt may take. It runs in the background and holds nothing up, but a store's site
 * and the platform are different sites in real life: a browser that blocks third-party cookies (or the
 * frame) may leave it unanswered, and the same-site answer takes well under a second (0.7 s measured).
 */
export const SILENT_TIMEOUT_MS = 3000;

/** What a silent attempt found out. */
export type SilentOutcome =
  | { kind: 'signed-in'; tokens: MemberTokens }
  /** The platform answered: this browser has no member session there (`login_required` and the like). */
  | { kind: 'no-session' }
  /**
   * Nothing conclusive: no answer in time (a blocked frame, a third-party-cookie policy), the network,
   * or the widget went away. The member may well still be signed in: the "was signed in" hint stays.
   */
  | { kind: 'no-answer' };

/**
 * Asks the platform, in a hidden frame inside our shadow root, whether this browser still has a member
 * session (prompt=none, web_message), through the client's silent login, which checks the message's origin,
 * source window and state, and always removes its frame, listener and timer. Never rejects.
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
): Promise<SilentOutcome> {
  try {
    const tokens = await client.auth.getMemberTokensSilently({
      redirectUri,
      container: place,
      timeoutMs,
      signal,
    });
    return { kind: 'signed-in', tokens };
  } catch (error) {
    if (!signal.aborted && isOAuthError(error) && error.code === 'AUTHORIZATION_ERROR')
      return { kind: 'no-session' };
    return { kind: 'no-answer' };
  }
}
