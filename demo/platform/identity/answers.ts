// The identity service's answers (§4.6 StateMachineResponse), shared by the password flows (flows.ts) and
// the second-factor step (second-factor.ts).
import type { Platform } from '../platform.ts';
import type { MemberRecord } from './members.ts';
import { identityWire, type StateAnswer } from './wire.ts';

export function answer(
  member: MemberRecord,
  state: StateAnswer['state'],
  extra: Partial<Omit<StateAnswer, 'state' | 'identity'>> = {},
): StateAnswer {
  return { state, ...extra, identity: identityWire(member), additionalData: {} };
}

/** The sign-in is complete: SUCCESS with a session token for the visitor who signed in. */
export function signedIn(
  platform: Platform,
  member: MemberRecord,
  visitorId: string | undefined,
): StateAnswer {
  const services = platform.identity;
  services.members.update(member, { lastLoginDate: new Date(platform.now()).toISOString() });
  return answer(member, 'SUCCESS', { sessionToken: services.tickets.issueSession(member.id, visitorId) });
}
