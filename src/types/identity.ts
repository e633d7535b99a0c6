// Identity enumerations and shapes of spec §3 "Identity" and protocol §4.6.

import type { FieldViolation } from '../errors/api-error.ts';

export type LoginState =
  | 'INITIAL'
  | 'SUCCESS'
  | 'FAILURE'
  | 'EMAIL_VERIFICATION_REQUIRED'
  | 'OWNER_APPROVAL_REQUIRED'
  | 'USER_CAPTCHA_REQUIRED'
  | 'SILENT_CAPTCHA_REQUIRED';

export type LoginErrorCode =
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken'
  | 'invalidPassword'
  | 'resetPassword'
  | 'invalidEmail'
  | 'emailAlreadyExists'
  /** THROTTLED_FEATURE: too many attempts for now; try again later. */
  | 'tooManyAttempts'
  /** The platform refuses this sign-in or registration outright (a filtered address, a restricted app). */
  | 'notAllowed';

export interface LoginStateResult {
  loginState: LoginState;
  data?: { sessionToken?: string; stateToken?: string };
  error?: string;
  errorCode?: LoginErrorCode;
  /**
   * dropcart's addition: the fields a refused registration broke (a password too short), as the platform
   * named them. The SDK keeps only their text in `error`; a form needs to know which field and which rule.
   */
  fieldViolations?: FieldViolation[];
  /** The member the answer is about (the platform's `identity`), its dates as Dates. */
  identity?: Identity;
  /** What else the platform said about the flow (`additionalData`), its values converted. */
  additionalData?: Record<string, CustomFieldValue>;
  /**
   * dropcart's addition: a sign-in paused for a second factor (the platform's REQUIRE_MFA or MFA_CHALLENGE,
   * which the SDK turns into a bare FAILURE): the factor challenged and the member's factors. Finish it with
   * `verifyFactor` and `data.stateToken`.
   */
  mfa?: MfaChallenge;
}

/** One of the member's second factors (`identity.factors`, the SDK's `Factor`). */
export interface Factor {
  factorId?: string;
  type: FactorType;
  /** Only an ACTIVE factor can be verified; REQUIRE_REENROLL must be set up again, INACTIVE never was. */
  status: FactorStatus;
}

/** What a sign-in paused for a second factor needs (`mfaChallengeData` or `requireMfaData`). */
export interface MfaChallenge {
  /** The factor challenged: its code was sent, its push is on the phone. Absent until one is chosen. */
  factorType?: FactorType;
  /** Every factor of the member, with its status; verify with an ACTIVE one. */
  factors: Factor[];
  reason?: MfaReason;
  /** Where the code or notification went: a masked address or phone number, a device's name. */
  hint?: string;
  /** PUSH: the notification to send back as `pushData.transactionId` once the member has answered it. */
  transactionId?: string;
}

/** The platform's own states (StateMachineResponse.state). */
export type ServiceState =
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'REQUIRE_MFA'
  | 'MFA_CHALLENGE'
  | 'REQUIRE_FIRST_FACTOR'
  | 'REQUIRE_MISSING_FIELDS'
  | 'UNKNOWN_STATE';

export interface StateMachineResponse {
  state: ServiceState | (string & {});
  sessionToken?: string;
  stateToken?: string;
  /** As on the wire: identity-data.ts converts it. */
  identity?: unknown;
  additionalData?: unknown;
  [extra: string]: unknown;
}

/** reCAPTCHA tokens; sent as `captchaTokens:[{Recaptcha, InvisibleRecaptcha}]`. */
export interface CaptchaTokens {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

export type AddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING';
export type EmailTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'WORK';
export type PhoneTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'MOBILE' | 'WORK' | 'FAX';
export type PrivacyStatus = 'UNDEFINED' | 'PUBLIC' | 'PRIVATE';
export type IdentityStatus = 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE';
export type IdentityStatusReason = 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED';
export type FactorType = 'PASSWORD' | 'SMS' | 'CALL' | 'EMAIL' | 'TOTP' | 'PUSH';
export type FactorStatus = 'INACTIVE' | 'ACTIVE' | 'REQUIRE_REENROLL';
export type MfaReason = 'USER_SETTINGS' | 'HIGH_RISK_LOGIN';
export type TenantType = 'ACCOUNT' | 'SITE' | 'ROOT';
export type IdentityType = 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

/** A custom field's value (one of them is set); `dateValue` arrives as an ISO string and is a Date here. */
export interface CustomFieldValue {
  strValue?: string;
  /** A number; the wire's `"NaN"`, `"Infinity"` and `"-Infinity"` too. */
  numValue?: number;
  dateValue?: Date;
  boolValue?: boolean;
  listValue?: { value: CustomFieldValue[] };
  mapValue?: { value: Record<string, CustomFieldValue> };
}

/** A postal address of an identity (spec §3 "Address"). */
export interface IdentityAddress {
  /** ISO 3166-1 alpha-2. */
  country?: string;
  /** ISO 3166-2 (`US-NY`). */
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine1?: string;
  addressLine2?: string;
  streetAddress?: { name?: string; number?: string; apt?: string };
  /** The whole address as one text. */
  formatted?: string;
  /** The geocode of the address. */
  location?: { latitude?: number; longitude?: number };
  countryFullname?: string;
  subdivisionFullname?: string;
}

export interface IdentityProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  picture?: string;
  emails?: string[];
  phones?: string[];
  labels?: string[];
  language?: string;
  privacyStatus?: PrivacyStatus;
  customFields?: Array<{ name: string; value: CustomFieldValue }>;
  secondaryEmails?: Array<{ email: string; tag?: EmailTag }>;
  phonesV2?: Array<{ phone: string; tag?: PhoneTag }>;
  addresses?: Array<{ address: IdentityAddress; tag?: AddressTag }>;
  company?: string;
  position?: string;
  birthdate?: string;
  [extra: string]: unknown;
}

export interface Identity {
  id: string;
  revision?: string;
  createdDate?: Date;
  updatedDate?: Date;
  identityProfile?: IdentityProfile;
  email?: { address: string; isVerified: boolean };
  status?: { name: IdentityStatus | 'UNKNOWN_STATUS'; reasons?: IdentityStatusReason[] };
  [extra: string]: unknown;
}
