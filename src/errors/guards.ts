import { ApiError } from './api-error.ts';
import { DropcartError } from './dropcart-error.ts';
import { ElevationRequiredError } from './elevation-required-error.ts';
import { OAuthError } from './oauth-error.ts';
import { SystemError } from './system-error.ts';
import { TokenRequestError } from './token-request-error.ts';

export const isDropcartError = (e: unknown): e is DropcartError => e instanceof DropcartError;
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isSystemError = (e: unknown): e is SystemError => e instanceof SystemError;
export const isTokenRequestError = (e: unknown): e is TokenRequestError => e instanceof TokenRequestError;
export const isOAuthError = (e: unknown): e is OAuthError => e instanceof OAuthError;
export const isElevationRequiredError = (e: unknown): e is ElevationRequiredError =>
  e instanceof ElevationRequiredError;
