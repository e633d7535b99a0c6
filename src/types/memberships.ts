// The memberships a Cart V1 estimate offers for paying items (spec §3 "Checkout": `membershipOptions`),
// typed from @wix/auto_sdk_ecom_current-cart (`MembershipOptions`, `Membership`, `InvalidMembership`,
// `HostSelectedMembership`). Dates arrive as ISO strings and are `Date`s here, as the SDK converts them.

/** A membership (e.g. a pricing plan's pass) the member holds. */
export interface Membership {
  id: string;
  /** The app that provides it (Pricing Plans, Bookings, …). */
  appId: string;
  name?: { original?: string; translated?: string | null };
  /** The cart's lines it can pay for. */
  lineItemIds?: string[];
  /** Its balance: `total` at the start, `remaining` now. */
  credits?: { total?: number; remaining?: number };
  expirationDate?: Date;
  [extra: string]: unknown;
}

/** A membership the member holds that cannot pay for the cart, and why (the platform's words). */
export interface InvalidMembership {
  membership?: Membership;
  reason?: string;
}

/** A membership chosen to pay for lines: sent in `selectedMemberships.memberships`, echoed by the estimate. */
export interface SelectedMembership {
  id: string;
  appId: string;
  lineItemIds?: string[];
}

export interface MembershipOptions {
  eligibleMemberships?: Membership[];
  invalidMemberships?: InvalidMembership[];
  selectedMemberships?: SelectedMembership[];
}
