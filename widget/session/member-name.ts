// The name a member is greeted with, from the platform (the members service's current member), not from
// what was typed into a form: a password sign-in knows only the e-mail, a hosted or silent sign-in not
// even that. Kept in the member hint, which every tab of the site reads.
import type { Member, MembersApi } from '../../src/index.ts';
import type { HintStorage } from './hint.ts';

/** The member's name on their contact ("Ada Lovelace"), else the nickname they show on the site. */
export function displayName(member: Member): string {
  const full = [member.contact?.firstName, member.contact?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || member.profile?.nickname?.trim() || '';
}

/** A member as the widget knows one: the platform's id and the name to greet them with. */
export interface KnownMember {
  id: string;
  name: string;
}

export interface MemberName {
  /**
   * Reads the signed-in member's name from the platform (one request at a time, however many ask) and
   * keeps it in the hint. Resolves with the name, or '' when there is none or the read failed: the name is
   * a courtesy, never a reason to fail a sign-in.
   */
  learn(): Promise<string>;
  /**
   * The member whose access token this is, read with that token and not the client's: tokens not kept yet
   * (a sign-in's, a silent restore's) are checked before they are. Undefined when the read failed or the
   * platform names no member.
   */
  of(accessToken: string): Promise<KnownMember | undefined>;
}

export function memberName({
  members,
  hint,
  signal,
}: {
  members: Pick<MembersApi, 'getCurrentMember'>;
  hint: HintStorage;
  signal: AbortSignal;
}): MemberName {
  let asking: Promise<string> | undefined;
  return {
    learn() {
      asking ??= members
        .getCurrentMember({ fieldsets: ['FULL'], signal })
        .then(({ member }) => {
          const name = displayName(member);
          // Signed out meanwhile (the hint is gone): a late answer must not bring the hint back.
          if ((name || member.id) && hint.read())
            hint.write(member.id ? { name, memberId: member.id } : { name });
          return name;
        })
        .catch(() => '')
        .finally(() => {
          asking = undefined;
        });
      return asking;
    },
    of: (accessToken) =>
      members
        .getCurrentMember({ fieldsets: ['FULL'], accessToken, signal })
        .then(({ member }) => (member.id ? { id: member.id, name: displayName(member) } : undefined))
        .catch(() => undefined),
  };
}
