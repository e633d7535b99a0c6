import { randomUUID } from 'node:crypto';
import type { StateStore } from '../state/store.ts';

export type MemberStatus = 'ACTIVE' | 'PENDING' | 'BLOCKED';
export type StatusReason = 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED';

/** The profile fields we keep from the platform's IdentityProfile (§4.6); unknown fields are dropped. */
export interface MemberProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  picture?: string;
  language?: string;
  privacyStatus?: 'PUBLIC' | 'PRIVATE' | 'UNDEFINED';
  company?: string;
  position?: string;
  birthdate?: string;
  /** Extended fields: one value each, `dateValue` an ISO date-time, `numValue` a number (profile.ts). */
  customFields?: Array<{ name: string; value: Record<string, unknown> }>;
  /** Postal addresses, each with its tag (`AddressWrapper` of @wix/auto_sdk_identity_authentication). */
  addresses?: Array<{ address: Record<string, unknown>; tag: string }>;
}

/**
 * A saved address of the member's contact, as the members service's wire type `Address` has it
 * (`@wix/auto_sdk_members_members` 1.0.135, `build/cjs/meta.d.ts`: `Member.contact.addresses[]`): `id`
 * (read-only GUID), `addressLine` (or `streetAddress {number, name}`, a oneof), `addressLine2`, `city`,
 * `subdivision` (ISO 3166-2, `GB-WSM`), `country` (ISO 3166-1 alpha-2), `postalCode`. That package is not
 * a dependency, so the shape is restated here rather than imported.
 */
export interface MemberAddress {
  id: string;
  addressLine?: string;
  streetAddress?: { number: string; name: string };
  addressLine2?: string;
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

/** The factor types of the seed (§3) and their statuses, as the SDK's `Factor` declares them. */
export type FactorType = 'PASSWORD' | 'SMS' | 'CALL' | 'EMAIL' | 'TOTP' | 'PUSH';
export type FactorStatus = 'INACTIVE' | 'ACTIVE' | 'REQUIRE_REENROLL';

/** One enrolled second factor. */
export interface MemberFactor {
  /** A GUID, as `Factor.factorId` is. */
  id: string;
  type: Exclude<FactorType, 'PASSWORD'>;
  status: FactorStatus;
  /** SMS and CALL: where the code goes (the outbox's `to`). */
  phone?: string;
  /** TOTP: the base32 secret the member's authenticator app was given. */
  totpSecret?: string;
  /** PUSH: the device the approval request goes to (the outbox's `to`). */
  device?: string;
}

/** One member (a site identity). Persisted in the `identity.members` slice. */
export interface MemberRecord {
  id: string;
  contactId: string;
  /** Lower-cased; the login id. */
  email: string;
  /** `scrypt$salt$hash`; absent for members created by external sign-on. */
  passwordHash?: string;
  status: MemberStatus;
  statusReasons: StatusReason[];
  emailVerified: boolean;
  /** Login answers -19973 until the password is recovered. */
  passwordResetRequired: boolean;
  /**
   * Second factors: a login with an ACTIVE one answers MFA_CHALLENGE for the first ACTIVE one (factors.ts).
   * Stored as `mfaFactor: 'EMAIL'` by emulators before issue 29; `factorsOf` still reads that.
   */
  factors?: MemberFactor[];
  /** Why a sign-in needs a second factor (MfaChallengeData.reason). @default 'USER_SETTINGS' */
  mfaReason?: 'USER_SETTINGS' | 'HIGH_RISK_LOGIN';
  profile: MemberProfile;
  /** The contact's saved addresses (the member's account page, a past checkout); none for a new member. */
  addresses?: MemberAddress[];
  createdDate: string;
  updatedDate: string;
  lastLoginDate?: string;
  revision: number;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A plausible e-mail address: something@something.tld, no spaces. */
export const isEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

export class MemberStore {
  private readonly members: Record<string, MemberRecord>;

  /** `seed` gives the members of a new store (seed.ts), stamped with the time it is called with. */
  constructor(
    state: StateStore,
    private readonly now: () => number,
    seed: (now: number) => MemberRecord[],
  ) {
    this.members = state.slice<Record<string, MemberRecord>>('identity.members', () =>
      Object.fromEntries(seed(now()).map((m) => [m.id, m])),
    );
  }

  byId(id: string): MemberRecord | undefined {
    return Object.hasOwn(this.members, id) ? this.members[id] : undefined;
  }

  byEmail(email: string): MemberRecord | undefined {
    const wanted = normalizeEmail(email);
    return Object.values(this.members).find((m) => m.email === wanted);
  }

  all(): MemberRecord[] {
    return Object.values(this.members);
  }

  create(
    fields: Omit<MemberRecord, 'id' | 'contactId' | 'createdDate' | 'updatedDate' | 'revision'>,
  ): MemberRecord {
    const stamp = new Date(this.now()).toISOString();
    const member: MemberRecord = {
      ...fields,
      email: normalizeEmail(fields.email),
      id: randomUUID(),
      contactId: randomUUID(),
      createdDate: stamp,
      updatedDate: stamp,
      revision: 1,
    };
    this.members[member.id] = member;
    return member;
  }

  /** Applies `change` to the member and stamps the update. */
  update(member: MemberRecord, change: Partial<MemberRecord>): MemberRecord {
    Object.assign(member, change, {
      updatedDate: new Date(this.now()).toISOString(),
      revision: member.revision + 1,
    });
    return member;
  }
}
