// A member's second factors as the platform shows them (`identity.factors`: the SDK's `Factor`, statuses
// INACTIVE, ACTIVE, REQUIRE_REENROLL; `mfaChallengeData`: its `MfaChallengeData` with `V1Factor`s), and what
// each factor sends when it is challenged: codes by mail, text message or call, and push notifications,
// all to the outbox (GET /_emulator/outbox), `data` machine-readable as for every mail.
import type { Mail, Platform } from '../platform.ts';
import { mailSignInCode } from './mail.ts';
import type { FactorStatus, MemberFactor, MemberRecord } from './members.ts';

/** The members' factors; a record saved before issue 29 names its one factor in `mfaFactor: 'EMAIL'`. */
export function factorsOf(member: MemberRecord): MemberFactor[] {
  if (member.factors) return member.factors;
  const legacy = (member as { mfaFactor?: unknown }).mfaFactor === 'EMAIL';
  return legacy ? [{ id: `${member.id}-email`, type: 'EMAIL', status: 'ACTIVE' }] : [];
}

/** The factors a sign-in may use: the ACTIVE ones, in the member's order (the first is challenged first). */
export const activeFactors = (member: MemberRecord): MemberFactor[] =>
  factorsOf(member).filter((factor) => factor.status === 'ACTIVE');

/** `identity.factors` (`Factor`). */
export const factorsWire = (member: MemberRecord) =>
  factorsOf(member).map((f) => ({ factorId: f.id, type: f.type, status: f.status }));

/** `V1Factor.factorStatus` has its own words for the same three states. */
const V1_STATUS: Record<FactorStatus, string> = {
  ACTIVE: 'ENABLED',
  INACTIVE: 'REQUIRE_ACTIVATION',
  REQUIRE_REENROLL: 'REQUIRE_REENROLL',
};

/** Hides most of an address in MFA hints: `a***@example.com`. */
const maskEmail = (email: string): string => email.replace(/^(.)[^@]*/, '$1***');

/** Where a code or a notification went, shown so the member knows which phone to look at. */
function hintOf(member: MemberRecord, factor: MemberFactor): string | undefined {
  switch (factor.type) {
    case 'EMAIL':
      return maskEmail(member.email);
    case 'SMS':
    case 'CALL':
      return factor.phone && `•••${factor.phone.slice(-4)}`;
    case 'PUSH':
      return factor.device;
    case 'TOTP':
      return undefined;
  }
}

/** `mfaChallengeData` of a MFA_CHALLENGE answer for `factor`. */
export function challengeData(
  member: MemberRecord,
  factor: MemberFactor,
  transactionId: string | undefined,
): Record<string, unknown> {
  const hint = hintOf(member, factor);
  return {
    factorType: factor.type,
    verificationChallengeData: {
      ...(hint ? { hint } : {}),
      ...(transactionId ? { pushData: { transactionId } } : {}),
    },
    availableFactors: factorsOf(member).map((f) => ({
      factorType: f.type,
      factorStatus: V1_STATUS[f.status],
    })),
    reason: member.mfaReason ?? 'USER_SETTINGS',
  };
}

/** Sends what `factor` needs to be answered; an authenticator app (TOTP) needs nothing sent. */
export function sendChallenge(
  platform: Platform,
  member: MemberRecord,
  factor: MemberFactor,
  code: string,
  transactionId: string | undefined,
): void {
  if (factor.type === 'EMAIL') mailSignInCode(platform, member, code);
  const message = challengeMessage(member, factor, code, transactionId);
  if (message) platform.sendMail(message);
}

function challengeMessage(
  member: MemberRecord,
  factor: MemberFactor,
  code: string,
  transactionId: string | undefined,
): Mail | undefined {
  const memberId = member.id;
  switch (factor.type) {
    case 'SMS':
      return {
        to: factor.phone ?? '',
        subject: 'Text message',
        text: `Your sign-in code is ${code}. It is valid for 15 minutes.`,
        data: { kind: 'mfa', channel: 'SMS', code, memberId },
      };
    case 'CALL':
      return {
        to: factor.phone ?? '',
        subject: 'Phone call',
        text: `A voice says: your sign-in code is ${code.split('').join(' ')}.`,
        data: { kind: 'mfa', channel: 'CALL', code, memberId },
      };
    case 'PUSH':
      return {
        to: factor.device ?? '',
        subject: 'Push notification',
        text: `Are you signing in as ${member.email}? Approve or deny (POST /_emulator/push).`,
        data: { kind: 'mfa-push', transactionId: transactionId ?? '', memberId },
      };
    default:
      // EMAIL is mail.ts's sign-in mail; TOTP sends nothing.
      return undefined;
  }
}
