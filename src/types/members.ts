// The members service's member (protocol §8, `members.getCurrentMember`): the fields on the wire.

/** How much of the member an answer carries: PUBLIC leaves out the login e-mail and the contact. */
export type MemberFieldset = 'PUBLIC' | 'FULL' | 'EXTENDED';

export interface MemberProfile {
  /** The name the member shows on the site. */
  nickname?: string;
  slug?: string;
  photo?: { url?: string };
  title?: string;
}

export interface MemberContact {
  contactId?: string;
  firstName?: string;
  lastName?: string;
  emails?: string[];
  phones?: string[];
}

export interface Member {
  id?: string;
  loginEmail?: string;
  loginEmailVerified?: boolean;
  status?: string;
  contactId?: string;
  contact?: MemberContact;
  profile?: MemberProfile;
  privacyStatus?: string;
  activityStatus?: string;
  createdDate?: string;
  updatedDate?: string;
  lastLoginDate?: string;
}
