// Type guards for the error family that hold across realms and bundles: an error thrown by the client of
// another frame, or by a second copy of the client bundled into the same page, is not an instance of this
// copy's class, so each guard also accepts an object with the class's stable `name` and a string `code`
// (ky's guards compare names the same way). The names are literal strings, not `Class.name`, which a
// minifier renames.
import { ApiError } from './api-error.ts';
import { DropcartError } from './dropcart-error.ts';
import type { ElevationRequiredError } from './elevation-required-error.ts';
import { OAuthError } from './oauth-error.ts';
import { SystemError } from './system-error.ts';
import { TokenRequestError } from './token-request-error.ts';
import { UsageError } from './usage-error.ts';

/** The `name` of each member of the family, as each class sets it. */
const FAMILY = [
  'DropcartError',
  'ApiError',
  'SystemError',
  'TokenRequestError',
  'OAuthError',
  'ElevationRequiredError',
  'EventError',
  'UsageError',
] as const;

/** Whether `e` looks like the family member called `name`: that `name` and a string `code`. */
function named(e: unknown, name: (typeof FAMILY)[number]): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name: actual, code } = e as { name?: unknown; code?: unknown };
  return actual === name && typeof code === 'string';
}

export const isDropcartError = (e: unknown): e is DropcartError =>
  e instanceof DropcartError || FAMILY.some((name) => named(e, name));
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError || named(e, 'ApiError');
export const isSystemError = (e: unknown): e is SystemError =>
  e instanceof SystemError || named(e, 'SystemError');
export const isTokenRequestError = (e: unknown): e is TokenRequestError =>
  e instanceof TokenRequestError || named(e, 'TokenRequestError');
export const isOAuthError = (e: unknown): e is OAuthError =>
  e instanceof OAuthError || named(e, 'OAuthError');
/** By name alone (every instance has it): only merchant calls throw it, so a storefront bundle need not carry the class. */
export const isElevationRequiredError = (e: unknown): e is ElevationRequiredError =>
  named(e, 'ElevationRequiredError');
export const isUsageError = (e: unknown): e is UsageError =>
  e instanceof UsageError || named(e, 'UsageError');
