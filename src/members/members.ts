import type { SessionCore } from '../auth/session.ts';
import { MEMBERS } from '../http/prefixes.ts';
import type { Member, MemberFieldset } from '../types/members.ts';

/** `client.members`: the signed-in member, as the members service shows it (protocol §8). */
export interface MembersApi {
  /**
   * GET /members/v1/members/my: the member whose token the client holds; refused (403) for a visitor.
   * @param opts.fieldsets @default ['FULL'] (the SDK's default: login e-mail and contact included)
   */
  getCurrentMember(opts?: {
    fieldsets?: MemberFieldset[];
    signal?: AbortSignal;
  }): Promise<{ member: Member }>;
}

export function createMembers(core: SessionCore): MembersApi {
  return {
    getCurrentMember: ({ fieldsets = ['FULL'], signal } = {}) =>
      core.call({ method: 'GET', path: `${MEMBERS}/v1/members/my`, payload: { fieldsets }, signal }),
  };
}
