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
