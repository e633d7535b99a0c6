// What the hosted checkout would otherwise ask a signed-in member again: the login e-mail and, where the
// platform keeps one, the first address of the member's contact. Read from the members service (protocol
// §8: `GET /members/v1/members/my?fieldsets=FULL` answers `{member}` with `loginEmail` and
// `contact.addresses`) at the hand-off only, so that a page load never pays for it.
import type { SessionCore } from '../auth/session.ts';
import { compact } from '../http/values.ts';
import type { Address } from '../types/cart.ts';

export interface MemberBuyer {
  email?: string;
  address?: Address;
}

/**
 * A saved address as the members service gives it (`Member.contact.addresses[]`): the cart's fields, values
 * possibly null, and the address's own `id` in the member's contact, which is no field of a cart's address.
 */
type MemberAddress = { [K in keyof Address]?: Address[K] | null } & { id?: string | null };

interface MemberAnswer {
  member?: { loginEmail?: string; contact?: { addresses?: MemberAddress[] } };
}

/** The fields of a member's address a cart's delivery address has; the contact's `id` stays behind. */
const cartAddress = (a: MemberAddress): Address =>
  compact({
    country: a.country,
    subdivision: a.subdivision,
    city: a.city,
    postalCode: a.postalCode,
    addressLine: a.addressLine,
    addressLine2: a.addressLine2,
    streetAddress: a.streetAddress,
  });

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
      ...(address ? { address: cartAddress(address) } : {}),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return {};
  }
}
