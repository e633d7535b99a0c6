// What the hosted checkout would otherwise ask a signed-in member again: the login e-mail and, where the
// platform keeps one, the first address of the member's contact. Read from the members service (protocol
// §8: `GET /members/v1/members/my?fieldsets=FULL` answers `{member}` with `loginEmail` and
// `contact.addresses`) at the hand-off only, so that a page load never pays for it.
import type { SessionCore } from '../auth/session.ts';
import type { Address } from '../types/cart.ts';

export interface MemberBuyer {
  email?: string;
  address?: Address;
}

interface MemberAnswer {
  member?: { loginEmail?: string; contact?: { addresses?: Address[] } };
}

/**
 * The member's details for the checkout; nothing for a visitor (no request). A failed read costs the
 * shopper only a question on the hosted page, so it never stops the hand-off; an abort still does.
 */
export async function memberBuyer(core: SessionCore, signal?: AbortSignal): Promise<MemberBuyer> {
  if (core.storage.get().refreshToken.role !== 'member') return {};
  try {
    const { member } = await core.call<MemberAnswer>({
      method: 'GET',
      path: '/members/v1/members/my',
      payload: { fieldsets: 'FULL' },
      signal,
    });
    const address = member?.contact?.addresses?.find((a) => a.country);
    return {
      ...(member?.loginEmail ? { email: member.loginEmail } : {}),
      ...(address ? { address } : {}),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return {};
  }
}
