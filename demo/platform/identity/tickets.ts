// The short-lived things identity hands out besides OAuth tokens: session tokens (a finished sign-in, good for
// one code or one external-login grant), state tokens (a sign-in paused for a code) and browser sessions (the
// emulator's own `emu_session` cookie on its hosted pages). All persist so a restart keeps them.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { StateStore } from '../state/store.ts';
import type { FactorType } from './members.ts';

/** Session tokens last 10 minutes: long enough for a redirect, short enough not to be a credential. */
export const SESSION_TOKEN_TTL_MS = 600_000;
/** A verification or MFA step may take 15 minutes. */
export const STATE_TOKEN_TTL_MS = 900_000;
/** Wrong codes allowed before a state token is burned. */
export const MAX_CODE_ATTEMPTS = 5;

export interface SessionTicket {
  memberId: string;
  /** The visitor who signed in, so the cart can follow them. */
  visitorId?: string;
  expiresAt: number;
}

export type StateStep = 'EMAIL_VERIFICATION' | 'MFA';

export interface StateTicket {
  step: StateStep;
  memberId: string;
  visitorId?: string;
  /** The 6-digit code mailed (texted, read out) to the member. */
  code: string;
  attempts: number;
  expiresAt: number;
  /** MFA: the factor last challenged, the one whose answer counts (second-factor.ts). */
  factor?: FactorType;
  /** PUSH: the notification sent (`pushData.transactionId`) and what the member did with it. */
  transactionId?: string;
  push?: 'pending' | 'approved' | 'denied';
}

export interface RecoveryTicket {
  memberId: string;
  /** Where the reset page sends the member afterwards (the `redirect.url` of send-email). */
  redirectUrl?: string;
  expiresAt: number;
}

/** Recovery and activation links last one hour. */
export const RECOVERY_TTL_MS = 3_600_000;

export interface BrowserSession {
  memberId: string;
  createdAt: number;
}

interface TicketSlices {
  sessions: Record<string, SessionTicket>;
  states: Record<string, StateTicket>;
  browser: Record<string, BrowserSession>;
  recovery: Record<string, RecoveryTicket>;
}

export const opaqueToken = (prefix: string): string => `${prefix}.${randomBytes(24).toString('base64url')}`;
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export class TicketStore {
  private readonly slices: TicketSlices;

  constructor(
    state: StateStore,
    private readonly now: () => number,
  ) {
    this.slices = state.slice<TicketSlices>('identity.tickets', () => ({
      sessions: {},
      states: {},
      browser: {},
      recovery: {},
    }));
  }

  issueSession(memberId: string, visitorId: string | undefined): string {
    this.prune();
    const token = opaqueToken('emu.st');
    this.slices.sessions[token] = {
      memberId,
      ...(visitorId ? { visitorId } : {}),
      expiresAt: this.now() + SESSION_TOKEN_TTL_MS,
    };
    return token;
  }

  session(token: string): SessionTicket | undefined {
    const ticket = Object.hasOwn(this.slices.sessions, token) ? this.slices.sessions[token] : undefined;
    return ticket && ticket.expiresAt > this.now() ? ticket : undefined;
  }

  issueState(
    step: StateStep,
    memberId: string,
    visitorId: string | undefined,
  ): { token: string; code: string } {
    this.prune();
    const token = opaqueToken('emu.state');
    const code = sixDigitCode();
    this.slices.states[token] = {
      step,
      memberId,
      ...(visitorId ? { visitorId } : {}),
      code,
      attempts: 0,
      expiresAt: this.now() + STATE_TOKEN_TTL_MS,
    };
    return { token, code };
  }

  stateTicket(token: string): StateTicket | undefined {
    const ticket = Object.hasOwn(this.slices.states, token) ? this.slices.states[token] : undefined;
    return ticket && ticket.expiresAt > this.now() ? ticket : undefined;
  }

  /** A fresh code for the same step (resend). */
  renewCode(token: string): string | undefined {
    const ticket = this.stateTicket(token);
    if (!ticket) return undefined;
    ticket.code = sixDigitCode();
    ticket.attempts = 0;
    return ticket.code;
  }

  /** Makes `factor` the one this MFA step waits for: a fresh code, and for PUSH a new transaction. */
  challenge(token: string, factor: FactorType): StateTicket | undefined {
    const ticket = this.stateTicket(token);
    if (!ticket) return undefined;
    ticket.factor = factor;
    ticket.code = sixDigitCode();
    ticket.attempts = 0;
    if (factor === 'PUSH') {
      ticket.transactionId = randomUUID();
      ticket.push = 'pending';
    } else {
      delete ticket.transactionId;
      delete ticket.push;
    }
    return ticket;
  }

  /** The member answered the push notification `transactionId` on their device; false if none waits. */
  decidePush(transactionId: string, approve: boolean): boolean {
    const ticket = Object.values(this.slices.states).find(
      (t) => t.transactionId === transactionId && t.push === 'pending' && t.expiresAt > this.now(),
    );
    if (!ticket) return false;
    ticket.push = approve ? 'approved' : 'denied';
    return true;
  }

  /** Ends a state ticket (a finished or refused step). */
  dropState(token: string): void {
    delete this.slices.states[token];
  }

  /**
   * Checks `code` (against the ticket's own code, or by `accepts`: an authenticator app's code is computed,
   * not stored); a right code consumes the ticket, too many wrong ones burn it.
   */
  checkCode(
    token: string,
    code: string,
    accepts: (code: string) => boolean = (given) => given === this.stateTicket(token)?.code,
  ): 'ok' | 'wrong' | 'burned' {
    const ticket = this.stateTicket(token);
    if (!ticket) return 'burned';
    if (accepts(code.trim())) {
      delete this.slices.states[token];
      return 'ok';
    }
    ticket.attempts++;
    if (ticket.attempts >= MAX_CODE_ATTEMPTS) delete this.slices.states[token];
    return ticket.attempts >= MAX_CODE_ATTEMPTS ? 'burned' : 'wrong';
  }

  issueRecovery(memberId: string, redirectUrl: string | undefined): string {
    this.prune();
    const token = opaqueToken('emu.recovery');
    this.slices.recovery[token] = {
      memberId,
      ...(redirectUrl ? { redirectUrl } : {}),
      expiresAt: this.now() + RECOVERY_TTL_MS,
    };
    return token;
  }

  /** The recovery ticket, consumed: a reset link works once. */
  takeRecovery(token: string): RecoveryTicket | undefined {
    const ticket = Object.hasOwn(this.slices.recovery, token) ? this.slices.recovery[token] : undefined;
    if (!ticket) return undefined;
    delete this.slices.recovery[token];
    return ticket.expiresAt > this.now() ? ticket : undefined;
  }

  recoveryTicket(token: string): RecoveryTicket | undefined {
    const ticket = Object.hasOwn(this.slices.recovery, token) ? this.slices.recovery[token] : undefined;
    return ticket && ticket.expiresAt > this.now() ? ticket : undefined;
  }

  openBrowserSession(memberId: string): string {
    const id = opaqueToken('emu.sid');
    this.slices.browser[id] = { memberId, createdAt: this.now() };
    return id;
  }

  browserSession(id: string): BrowserSession | undefined {
    return Object.hasOwn(this.slices.browser, id) ? this.slices.browser[id] : undefined;
  }

  /** Ends every browser session and session token of the member (sign-out everywhere). */
  endMember(memberId: string): void {
    for (const [id, session] of Object.entries(this.slices.browser))
      if (session.memberId === memberId) delete this.slices.browser[id];
    for (const [token, ticket] of Object.entries(this.slices.sessions))
      if (ticket.memberId === memberId) delete this.slices.sessions[token];
  }

  private prune(): void {
    const now = this.now();
    for (const [token, ticket] of Object.entries(this.slices.sessions))
      if (ticket.expiresAt <= now) delete this.slices.sessions[token];
    for (const [token, ticket] of Object.entries(this.slices.states))
      if (ticket.expiresAt <= now) delete this.slices.states[token];
    for (const [token, ticket] of Object.entries(this.slices.recovery))
      if (ticket.expiresAt <= now) delete this.slices.recovery[token];
  }
}
