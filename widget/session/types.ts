import type { DropcartClient, FieldViolation } from '../../src/index.ts';

export type LoginResult = Awaited<ReturnType<DropcartClient['auth']['login']>>;
export type MemberTokens = Awaited<ReturnType<DropcartClient['auth']['getMemberTokens']>>;

/** What the sign-in panel shows next. */
export type SignInStep =
  | { step: 'done' }
  | { step: 'verify-email'; result: LoginResult }
  | { step: 'mfa'; result: LoginResult }
  | { step: 'approval' }
  | {
      step: 'error';
      errorCode?: string;
      /** The platform's words, for the console only (shoppers read a translated text). */
      message: string;
      /** The fields a registration broke, to say which and why. */
      fieldViolations?: FieldViolation[];
    };

/** Where a hosted login we started keeps its PKCE data until the platform sends the shopper back. */
export const OAUTH_DATA_KEY = 'dropcart:oauth';

/** sessionStorage: this tab sent the member to the platform's logout page, which sends them back here. */
export const SIGNING_OUT_KEY = 'dropcart:signing-out';

/**
 * What the platform appends to the address it sends a shopper back to after its hosted pages
 * (`wixMemberLoggedIn=true|false`, protocol §5): ours to read and remove, the store owner's page never
 * needs it in a bookmark or a shared link.
 */
export const MEMBER_LOGGED_IN_PARAM = 'wixMemberLoggedIn';

/** sessionStorage: the account section a signed-out shopper asked for, opened once they have signed in. */
export const AFTER_SIGN_IN_KEY = 'dropcart:after-sign-in';
