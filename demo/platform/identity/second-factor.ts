// The second step of a sign-in (§7 `POST /v2/{factorType}/verify`): which factor is challenged, and whether
// the answer sent for it is right. The live platform's answers to a verify without data, to a push not yet
// answered and to a switch of factor are not documented; the emulator's choices are in docs/emulator.md.
import { applicationError } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { answer, signedIn } from './answers.ts';
import { badStateToken, wrongCode } from './errors.ts';
import { activeFactors, challengeData, sendChallenge } from './factors.ts';
import { objectAt, optionalString, type Payload } from './input.ts';
import type { FactorType, MemberFactor, MemberRecord } from './members.ts';
import { MAX_CODE_ATTEMPTS, type StateTicket } from './tickets.ts';
import { totpMatches } from './totp.ts';
import type { StateAnswer } from './wire.ts';

/** Each factor's data field of VerifyRequest (the SDK's `VerifyRequestFactorDataOneOf`). */
export const FACTOR_DATA: Record<string, string> = {
  SMS: 'smsData',
  CALL: 'callData',
  EMAIL: 'emailData',
  TOTP: 'totpData',
  PUSH: 'pushData',
};

/** Makes `factor` the one the step waits for, sends what it needs, and answers MFA_CHALLENGE. */
export function challenge(
  platform: Platform,
  member: MemberRecord,
  stateToken: string,
  factor: MemberFactor,
): StateAnswer {
  const ticket = platform.identity.tickets.challenge(stateToken, factor.type);
  if (!ticket) throw badStateToken();
  sendChallenge(platform, member, factor, ticket.code, ticket.transactionId);
  return waiting(member, stateToken, factor, ticket);
}

const waiting = (member: MemberRecord, stateToken: string, factor: MemberFactor, ticket: StateTicket) =>
  answer(member, 'MFA_CHALLENGE', {
    stateToken,
    mfaChallengeData: challengeData(member, factor, ticket.transactionId),
  });

function pausedSignIn(platform: Platform, stateToken: string) {
  const ticket = platform.identity.tickets.stateTicket(stateToken);
  const member = ticket?.step === 'MFA' ? platform.identity.members.byId(ticket.memberId) : undefined;
  if (!ticket || !member) throw badStateToken();
  return { ticket, member };
}

/** The code typed for the challenged factor (the hosted page's form, and verify with a code). */
export function verifyCode(platform: Platform, stateToken: string, code: string): StateAnswer {
  const { ticket, member } = pausedSignIn(platform, stateToken);
  const factor = activeFactors(member).find((f) => f.type === ticket.factor);
  if (!factor || factor.type === 'PUSH') throw badStateToken();
  const { tickets } = platform.identity;
  const accepts =
    factor.type === 'TOTP'
      ? (given: string) => totpMatches(factor.totpSecret ?? '', given, platform.now())
      : undefined;
  const outcome = tickets.checkCode(stateToken, code, accepts);
  if (outcome === 'burned') throw badStateToken();
  if (outcome === 'wrong') throw wrongCode(MAX_CODE_ATTEMPTS - ticket.attempts);
  return signedIn(platform, member, ticket.visitorId);
}

/**
 * `POST /v2/{factorType}/verify`. The factor must be one of the member's ACTIVE ones. Without its answer
 * (no code, no transaction), or for a factor other than the one challenged, it challenges that factor:
 * "send me a new code" and "use another method". A push not yet answered on the device answers the same
 * MFA_CHALLENGE again, so the caller asks again later.
 */
export function verifyFactor(
  platform: Platform,
  factorType: FactorType,
  stateToken: string,
  payload: Payload,
): StateAnswer {
  const { ticket, member } = pausedSignIn(platform, stateToken);
  const factor = activeFactors(member).find((f) => f.type === factorType);
  if (!factor)
    throw applicationError(
      400,
      'FACTOR_NOT_AVAILABLE',
      `This member has no active ${factorType} factor; use one of mfaChallengeData.availableFactors`,
    );
  const dataField = FACTOR_DATA[factorType] ?? '';
  const data = objectAt(payload, dataField);
  if (factorType === 'PUSH') {
    const transactionId = optionalString(data, 'transactionId', `${dataField}.transactionId`);
    if (!transactionId || ticket.factor !== 'PUSH') return challenge(platform, member, stateToken, factor);
    if (transactionId !== ticket.transactionId) throw badStateToken();
    if (ticket.push === 'pending') return waiting(member, stateToken, factor, ticket);
    platform.identity.tickets.dropState(stateToken);
    if (ticket.push === 'denied')
      throw applicationError(403, 'PUSH_DENIED', 'The member denied this sign-in on their device');
    return signedIn(platform, member, ticket.visitorId);
  }
  const code = optionalString(data, 'code', `${dataField}.code`);
  if (!code || ticket.factor !== factorType) return challenge(platform, member, stateToken, factor);
  return verifyCode(platform, stateToken, code);
}

/** The first factor challenged when a sign-in needs one; undefined when the member has none active. */
export function firstChallenge(
  platform: Platform,
  member: MemberRecord,
  visitorId: string | undefined,
): StateAnswer | undefined {
  const [first] = activeFactors(member);
  if (!first) return undefined;
  const { token } = platform.identity.tickets.issueState('MFA', member.id, visitorId);
  return challenge(platform, member, token, first);
}

/** A new code for the factor challenged (the hosted page's "send a new code"). */
export function challengeAgain(platform: Platform, stateToken: string): void {
  const { ticket, member } = pausedSignIn(platform, stateToken);
  const factor = activeFactors(member).find((f) => f.type === ticket.factor);
  if (!factor) throw badStateToken();
  challenge(platform, member, stateToken, factor);
}
