/** none: no tokens yet; visitor: anonymous; member: signed in (spec §4 "Session role"). */
export type TokenRole = 'none' | 'visitor' | 'member';

export interface AccessToken {
  value: string;
  /** Epoch seconds: the time of issue plus the server's `expires_in`. */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** Where tokens live between calls and page loads. */
export interface TokenStorage {
  /** Always a full Tokens object; empty tokens when nothing is stored. */
  get(): Tokens;
  set(tokens: Tokens): void;
  /** Called when another tab changed the stored tokens. Returns the unsubscribe function. */
  subscribe?(listener: () => void): () => void;
  /**
   * Set when the tabs of an origin share this storage: the name of the channel (a BroadcastChannel of
   * `platform.window`) on which a tab that renewed the tokens tells the others, which may not see its write
   * yet. Without it nothing is said: a storage that is not shared (memory, or one a server keeps per user)
   * must not name one.
   */
  readonly channel?: string;
  /**
   * The storage to use for one client id instead of this one (createClient asks): `localTokenStorage()`
   * without a key keeps each client id's tokens apart, under the key the widget uses.
   */
  forClient?(clientId: string): TokenStorage;
}

export type TokenChangeReason = 'set' | 'renewed' | 'session-ended' | 'other-tab' | 'logout';

export interface TokenChange {
  tokens: Tokens;
  reason: TokenChangeReason;
}

/** What generateOAuthData returns; keep it (e.g. in sessionStorage) until the redirect comes back. */
export interface OAuthData {
  redirectUri: string;
  originalUri: string;
  codeChallenge: string;
  codeVerifier: string;
  state: string;
}
