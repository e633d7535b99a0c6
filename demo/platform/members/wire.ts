import type { MemberRecord } from '../identity/members.ts';

export type Fieldset = 'PUBLIC' | 'FULL' | 'EXTENDED';

/** A member as the members service shows it (§8); PUBLIC leaves out the private contact details. */
export function memberWire(member: MemberRecord, fieldset: Fieldset): Record<string, unknown> {
  const { firstName, lastName, nickname, picture } = member.profile;
  const nick = nickname ?? member.email.split('@')[0]!;
  const profile = {
    nickname: nick,
    slug: nick.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    ...(picture ? { photo: { url: picture } } : {}),
  };
  const base = {
    id: member.id,
    profile,
    privacyStatus: member.profile.privacyStatus ?? 'PUBLIC',
    activityStatus: 'ACTIVE',
  };
  if (fieldset === 'PUBLIC') return base;
  return {
    ...base,
    loginEmail: member.email,
    loginEmailVerified: member.emailVerified,
    status: member.status === 'ACTIVE' ? 'APPROVED' : member.status,
    contactId: member.contactId,
    contact: {
      contactId: member.contactId,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      emails: [member.email],
      phones: [],
      addresses: member.addresses ?? [],
    },
    createdDate: member.createdDate,
    updatedDate: member.updatedDate,
    ...(member.lastLoginDate ? { lastLoginDate: member.lastLoginDate } : {}),
  };
}
