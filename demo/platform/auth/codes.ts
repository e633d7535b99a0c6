// Authorization codes of the redirect flow: single use, 60 seconds, bound to the client, the PKCE challenge
// and (when one was given at authorize) the redirect URI.

import { opaqueToken } from '../identity/tickets.ts';
import type { StateStore } from '../state/store.ts';

export const CODE_TTL_MS = 60_000;

export interface CodeGrant {
  clientId: string;
  redirectUri?: string;
  codeChallenge: string;
  memberId: string;
  visitorId?: string;
  expiresAt: number;
  used: boolean;
}

export class CodeStore {
  private readonly codes: Record<string, CodeGrant>;

  constructor(
    state: StateStore,
    private readonly now: () => number,
  ) {
    this.codes = state.slice<Record<string, CodeGrant>>('auth.codes', () => ({}));
  }

  issue(grant: Omit<CodeGrant, 'expiresAt' | 'used'>): string {
    const now = this.now();
    for (const [code, record] of Object.entries(this.codes))
      if (record.expiresAt <= now) delete this.codes[code];
    const code = opaqueToken('emu.code');
    this.codes[code] = { ...grant, expiresAt: now + CODE_TTL_MS, used: false };
    return code;
  }

  /**
   * The code and why it may not be usable, without spending it: whoever holds a code but not its verifier
   * (a code read from an address bar or a log) must not burn it for the browser that has both.
   */
  look(code: string): { grant: CodeGrant; problem?: 'used' | 'expired' } | undefined {
    const grant = Object.hasOwn(this.codes, code) ? this.codes[code] : undefined;
    if (!grant) return undefined;
    if (grant.used) return { grant, problem: 'used' };
    if (grant.expiresAt <= this.now()) return { grant, problem: 'expired' };
    return { grant };
  }

  /** Spends a code that passed every check: it is never exchanged again. */
  spend(grant: CodeGrant): void {
    grant.used = true;
  }
}
