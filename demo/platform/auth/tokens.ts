// OAuth access and refresh tokens: opaque random strings mapped to who they stand for. Kept in the
// `auth.tokens` slice so a restart keeps every session; expiry is judged by the platform clock.
import { randomUUID } from 'node:crypto';
import { opaqueToken } from '../identity/tickets.ts';
import type { StateStore } from '../state/store.ts';

/** Who a token stands for: always a visitor, and a member once someone signed in. */
export interface Grantee {
  clientId?: string;
  visitorId: string;
  memberId?: string;
}

interface AccessRecord extends Grantee {
  expiresAt: number;
}

interface RefreshRecord extends Grantee {
  createdAt: number;
}

interface TokenSlice {
  access: Record<string, AccessRecord>;
  refresh: Record<string, RefreshRecord>;
}

/** The token endpoint's answer (§4.1). */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: 'offline_access';
}

export const newVisitorId = (): string => randomUUID();

export class TokenStore {
  private readonly slice: TokenSlice;

  constructor(
    state: StateStore,
    private readonly now: () => number,
    private readonly ttlSeconds: () => number,
  ) {
    this.slice = state.slice<TokenSlice>('auth.tokens', () => ({ access: {}, refresh: {} }));
  }

  /** A new access + refresh token pair for `grantee`. */
  issue(grantee: Grantee): TokenAnswer {
    this.pruneExpired();
    const refreshToken = opaqueToken('emu.rt');
    this.slice.refresh[refreshToken] = { ...grantee, createdAt: this.now() };
    return this.answer(this.issueAccess(grantee), refreshToken);
  }

  /** A new access token for the refresh token's grantee (role kept), or undefined when it is unknown or revoked. */
  refresh(refreshToken: string, clientId: string | undefined): TokenAnswer | 'unknown' | 'wrong-client' {
    const record = Object.hasOwn(this.slice.refresh, refreshToken)
      ? this.slice.refresh[refreshToken]
      : undefined;
    if (!record) return 'unknown';
    if (clientId !== undefined && record.clientId !== undefined && record.clientId !== clientId)
      return 'wrong-client';
    this.pruneExpired();
    const { createdAt: _createdAt, ...grantee } = record;
    return this.answer(this.issueAccess(grantee), refreshToken);
  }

  /** The live grantee of an access token, or undefined when it is unknown or expired. */
  accessGrantee(accessToken: string): Grantee | undefined {
    const record = Object.hasOwn(this.slice.access, accessToken) ? this.slice.access[accessToken] : undefined;
    if (!record || record.expiresAt <= this.now()) return undefined;
    const { expiresAt: _expiresAt, ...grantee } = record;
    return grantee;
  }

  /** Signs the member out everywhere: every access and refresh token of theirs stops working. */
  revokeMember(memberId: string): number {
    let revoked = 0;
    for (const table of [this.slice.access, this.slice.refresh])
      for (const [token, record] of Object.entries(table))
        if (record.memberId === memberId) {
          delete table[token];
          revoked++;
        }
    return revoked;
  }

  private issueAccess(grantee: Grantee): string {
    const accessToken = opaqueToken('emu.at');
    this.slice.access[accessToken] = { ...grantee, expiresAt: this.now() + this.ttlSeconds() * 1000 };
    return accessToken;
  }

  private answer(accessToken: string, refreshToken: string): TokenAnswer {
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: this.ttlSeconds(),
      token_type: 'Bearer',
      scope: 'offline_access',
    };
  }

  private pruneExpired(): void {
    const now = this.now();
    for (const [token, record] of Object.entries(this.slice.access))
      if (record.expiresAt <= now) delete this.slice.access[token];
  }
}
