// The identity state machine (§4.6), shared by the REST endpoints and the hosted pages. Every function
// either answers a StateAnswer or throws the platform error the SDK maps (codes in errors.ts).
import { applicationError } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { answer, signedIn } from './answers.ts';
import {
  badStateToken,
  emailExists,
  memberNotFound,
  resetPasswordRequired,
  wrongCode,
  wrongPassword,
} from './errors.ts';
import { checkNotLocked, clearFailures, recordFailure } from './lockout.ts';
import { mailVerificationCode } from './mail.ts';
import { type MemberProfile, type MemberRecord, normalizeEmail } from './members.ts';
import { hashPassword, passwordMatches } from './password.ts';
import { challengeAgain, firstChallenge, verifyCode } from './second-factor.ts';
import { MAX_CODE_ATTEMPTS, type StateStep } from './tickets.ts';
import type { StateAnswer } from './wire.ts';

/**
 * Email + password sign-in. Order matters: a locked login, unknown member, reset required, then the password
 * itself; a wrong password counts towards the lock (lockout.ts).
 */
export function login(platform: Platform, email: string, password: string, visitorId?: string): StateAnswer {
  checkNotLocked(platform, email);
  const member = platform.identity.members.byEmail(email);
  if (!member) throw memberNotFound(email);
  if (member.passwordResetRequired) throw resetPasswordRequired();
  if (!passwordMatches(password, member.passwordHash)) {
    recordFailure(platform, email);
    throw wrongPassword();
  }
  clearFailures(platform, email);
  return nextStep(platform, member, visitorId);
}

export interface Registration {
  email: string;
  password: string;
  profile: MemberProfile;
  visitorId?: string;
}

export function register(
  platform: Platform,
  { email, password, profile, visitorId }: Registration,
): StateAnswer {
  const { members } = platform.identity;
  if (members.byEmail(email)) throw emailExists(normalizeEmail(email));
  const { requireEmailVerification, requireOwnerApproval } = platform.config;
  const member = members.create({
    email,
    passwordHash: hashPassword(password),
    status: requireEmailVerification || requireOwnerApproval ? 'PENDING' : 'ACTIVE',
    statusReasons: requireEmailVerification
      ? ['PENDING_EMAIL_VERIFICATION_REQUIRED']
      : requireOwnerApproval
        ? ['PENDING_ADMIN_APPROVAL_REQUIRED']
        : [],
    emailVerified: false,
    passwordResetRequired: false,
    profile,
  });
  return nextStep(platform, member, visitorId);
}

/** What a member whose credentials are right must do next; SUCCESS hands out a session token. */
export function nextStep(platform: Platform, member: MemberRecord, visitorId?: string): StateAnswer {
  const services = platform.identity;
  if (member.status === 'BLOCKED')
    throw applicationError(403, 'MEMBER_BLOCKED', 'This member is blocked by the site owner');
  if (member.statusReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
    const { token, code } = services.tickets.issueState('EMAIL_VERIFICATION', member.id, visitorId);
    mailVerificationCode(platform, member, code);
    return answer(member, 'REQUIRE_EMAIL_VERIFICATION', { stateToken: token });
  }
  if (member.status === 'PENDING') return answer(member, 'REQUIRE_OWNER_APPROVAL');
  return firstChallenge(platform, member, visitorId) ?? signedIn(platform, member, visitorId);
}

/** Checks the code of a paused sign-in (`step`), then continues the state machine. */
export function completeStep(
  platform: Platform,
  step: StateStep,
  stateToken: string,
  code: string,
): StateAnswer {
  const services = platform.identity;
  const ticket = services.tickets.stateTicket(stateToken);
  if (!ticket || ticket.step !== step) throw badStateToken();
  if (step === 'MFA') return verifyCode(platform, stateToken, code);
  const member = services.members.byId(ticket.memberId);
  if (!member) throw badStateToken();
  const outcome = services.tickets.checkCode(stateToken, code);
  if (outcome === 'burned') throw badStateToken();
  if (outcome === 'wrong') throw wrongCode(MAX_CODE_ATTEMPTS - ticket.attempts);
  const approval = platform.config.requireOwnerApproval && member.status === 'PENDING';
  services.members.update(member, {
    emailVerified: true,
    status: approval ? 'PENDING' : member.status === 'PENDING' ? 'ACTIVE' : member.status,
    statusReasons: approval ? ['PENDING_ADMIN_APPROVAL_REQUIRED'] : [],
  });
  return nextStep(platform, member, ticket.visitorId);
}

/** Sends a fresh code for a paused sign-in, by the way the first one went. */
export function resendCode(platform: Platform, stateToken: string): void {
  const services = platform.identity;
  const ticket = services.tickets.stateTicket(stateToken);
  if (ticket?.step === 'MFA') {
    challengeAgain(platform, stateToken);
    return;
  }
  const member = ticket && services.members.byId(ticket.memberId);
  const code = member && services.tickets.renewCode(stateToken);
  if (!ticket || !member || !code) throw badStateToken();
  mailVerificationCode(platform, member, code);
}

/** External sign-on by the merchant (API key checked by the caller): finds or creates the member. */
export function signOn(
  platform: Platform,
  email: string,
  profile: MemberProfile,
  verifyEmail: boolean,
  visitorId?: string,
): StateAnswer {
  const services = platform.identity;
  const member =
    services.members.byEmail(email) ??
    services.members.create({
      email,
      status: 'ACTIVE',
      statusReasons: [],
      emailVerified: !verifyEmail,
      passwordResetRequired: false,
      profile,
    });
  if (member.status === 'BLOCKED')
    throw applicationError(403, 'MEMBER_BLOCKED', 'This member is blocked by the site owner');
  return signedIn(platform, member, visitorId);
}
