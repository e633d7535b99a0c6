// Members as the identity service shows them (§4.6 StateMachineResponse.identity).
import { factorsWire } from './factors.ts';
import type { MemberRecord } from './members.ts';

export type LoginStateName =
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'MFA_CHALLENGE';

export interface StateAnswer {
  state: LoginStateName;
  sessionToken?: string;
  stateToken?: string;
  identity: Record<string, unknown>;
  additionalData: Record<string, unknown>;
  mfaChallengeData?: Record<string, unknown>;
}

export function identityWire(member: MemberRecord): Record<string, unknown> {
  return {
    id: member.id,
    revision: String(member.revision),
    createdDate: member.createdDate,
    updatedDate: member.updatedDate,
    connections: [],
    identityProfile: { ...member.profile, emails: [member.email] },
    metadata: { tags: [] },
    email: { address: member.email, isVerified: member.emailVerified },
    status: { name: member.status, reasons: member.statusReasons },
    factors: factorsWire(member),
    customAttributes: {},
  };
}
