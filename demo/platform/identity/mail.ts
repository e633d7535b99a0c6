// The mail identity sends, through `platform.sendMail` (readable at GET /_emulator/outbox). `data` carries the
// machine-readable value so tests and the demo need not scrape the text.
import type { Platform } from '../platform.ts';
import type { MemberRecord } from './members.ts';

export function mailVerificationCode(platform: Platform, member: MemberRecord, code: string): void {
  platform.sendMail({
    to: member.email,
    subject: 'Confirm your e-mail address',
    text: `Your verification code is ${code}. It is valid for 15 minutes.`,
    data: { kind: 'email-verification', code, memberId: member.id },
  });
}

export function mailSignInCode(platform: Platform, member: MemberRecord, code: string): void {
  platform.sendMail({
    to: member.email,
    subject: 'Your sign-in code',
    text: `Someone is signing in to your account. Your code is ${code}. It is valid for 15 minutes.`,
    data: { kind: 'mfa', code, memberId: member.id },
  });
}

export function mailRecoveryLink(
  platform: Platform,
  member: MemberRecord,
  link: string,
  recoveryToken: string,
  kind: 'password-reset' | 'activation',
): void {
  platform.sendMail({
    to: member.email,
    subject: kind === 'activation' ? 'Activate your account' : 'Reset your password',
    text:
      kind === 'activation'
        ? `Choose a password to activate your account: ${link}`
        : `Choose a new password: ${link} (the link is valid for one hour).`,
    data: { kind, link, recoveryToken, memberId: member.id },
  });
}
