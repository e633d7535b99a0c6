import type { SessionCore } from '../auth/session.ts';
import { MEMBERS } from '../http/prefixes.ts';
import type { Member, MemberFieldset } from '../types/members.ts';

/** `client.members`: the signed-in member, as the members service shows it (protocol §8). */
export interface MembersApi {
  /**
   * GET /members/v1/members/my: the member whose token the client holds; refused (403) for a visitor.
   * @param opts.fieldsets @default ['FULL'] (the SDK's default: login e-mail and contact included)
   * @param opts.accessToken the member of this access token instead, sent as it is (no renewal): tokens
   *   checked before they are kept, such as a silent sign-in's, whose member may not be the one expected.
   */
  getCurrentMember(opts?: {
    fieldsets?: MemberFieldset[];
    accessToken?: string;
    signal?: AbortSignal;
  }): Promise<{ member: Member }>;
}

export function createMembers(core: SessionCore): MembersApi {
  return {
    getCurrentMember: ({ fieldsets = ['FULL'], accessToken, signal } = {}) => {
      const req = {
        method: 'GET',
        path: `${MEMBERS}/v1/members/my`,
        payload: { fieldsets },
        signal,
      } as const;
      return accessToken === undefined ? core.call(req) : core.send(req, accessToken);
    },
  };
}
