// Password recovery and account activation: a single-use link mailed to the member, whose hosted page
// (/_hosted/reset-password) or POST /v1/recover sets the password.
import { applicationError, validationError } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { nextStep } from './flows.ts';
import { mailRecoveryLink } from './mail.ts';
import type { MemberRecord } from './members.ts';
import { hashPassword, passwordViolation } from './password.ts';
import { endMemberSessions } from './services.ts';
import type { StateAnswer } from './wire.ts';

export function sendRecoveryMail(
  platform: Platform,
  member: MemberRecord,
  baseUrl: string,
  redirectUrl: string | undefined,
  kind: 'password-reset' | 'activation',
): void {
  const token = platform.identity.tickets.issueRecovery(member.id, redirectUrl);
  const link = `${baseUrl}/_hosted/reset-password?token=${encodeURIComponent(token)}`;
  mailRecoveryLink(platform, member, link, token, kind);
}

export const badRecoveryToken = () =>
  applicationError(400, 'INVALID_RECOVERY_TOKEN', 'The recovery link is unknown, expired or already used');

/**
 * Sets a new password from a recovery token. It also proves the e-mail address, ends every other session of the
 * member (whoever knew the old password is out) and continues the sign-in state machine.
 */
export function recoverPassword(
  platform: Platform,
  recoveryToken: string,
  password: string,
): { answer: StateAnswer; redirectUrl?: string } {
  const problem = passwordViolation(password);
  if (problem) throw validationError([problem]);
  const services = platform.identity;
  const ticket = services.tickets.takeRecovery(recoveryToken);
  const member = ticket && services.members.byId(ticket.memberId);
  if (!ticket || !member) throw badRecoveryToken();
  endMemberSessions(services, member.id);
  const approval = member.statusReasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED');
  services.members.update(member, {
    passwordHash: hashPassword(password),
    passwordResetRequired: false,
    emailVerified: true,
    status: member.status === 'PENDING' && !approval ? 'ACTIVE' : member.status,
    statusReasons: approval ? ['PENDING_ADMIN_APPROVAL_REQUIRED'] : [],
  });
  return {
    answer: nextStep(platform, member),
    ...(ticket.redirectUrl ? { redirectUrl: ticket.redirectUrl } : {}),
  };
}
