// The error guards hold for errors that are not instances of this copy of the classes: one made in another
// realm (a frame's copy of the client) and one made by a second copy of the module (a second bundle).
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ElevationRequiredError,
  EventError,
  isApiError,
  isDropcartError,
  isElevationRequiredError,
  isOAuthError,
  isSystemError,
  isTokenRequestError,
  isUsageError,
  OAuthError,
  SystemError,
  TokenRequestError,
  UsageError,
} from '../../src/index.ts';

/** An ApiError as the client of another frame throws it: its classes, its Error, its realm. */
const fromAnotherRealm = (): unknown =>
  runInNewContext(`
    class DropcartError extends Error { constructor(m, code) { super(m); this.name = 'DropcartError'; this.code = code; } }
    class ApiError extends DropcartError { constructor() { super('No cart', 'OWNED_CART_NOT_FOUND'); this.name = 'ApiError'; this.status = 404; } }
    new ApiError();
  `);

const GUARDS = {
  isApiError,
  isSystemError,
  isTokenRequestError,
  isOAuthError,
  isElevationRequiredError,
  isUsageError,
} as const;

/** Which guards say yes. */
const verdicts = (e: unknown) =>
  Object.entries(GUARDS)
    .filter(([, guard]) => guard(e))
    .map(([name]) => name);

describe('error guards', () => {
  it('know an ApiError from another realm by its name and code', () => {
    const foreign = fromAnotherRealm();
    expect(foreign instanceof Error).toBe(false);
    expect(foreign instanceof ApiError).toBe(false);
    expect(verdicts(foreign)).toEqual(['isApiError']);
    expect(isDropcartError(foreign)).toBe(true);
    if (isApiError(foreign)) expect([foreign.status, foreign.code]).toEqual([404, 'OWNED_CART_NOT_FOUND']);
  });

  it('know each error of a second copy of the client', async () => {
    // A fresh module registry evaluates the client again: new classes, as a second bundle has.
    vi.resetModules();
    const copy = await import('../../src/index.ts');
    expect(copy.SystemError).not.toBe(SystemError);
    const made = {
      isApiError: new copy.ApiError('No cart', { code: 'OWNED_CART_NOT_FOUND', status: 404, details: {} }),
      isSystemError: new copy.SystemError(new Error('offline')),
      isTokenRequestError: new copy.TokenRequestError(400, 'Bad Request', 'req-1', {}),
      isOAuthError: new copy.OAuthError('Invalid _state', 'INVALID_STATE'),
      isElevationRequiredError: new copy.ElevationRequiredError('createProduct'),
      isUsageError: new copy.UsageError('quantity must be a whole number'),
    };
    for (const [guard, error] of Object.entries(made)) {
      expect(error instanceof SystemError || error instanceof UsageError).toBe(false);
      expect(verdicts(error)).toEqual([guard]);
      expect(isDropcartError(error)).toBe(true);
    }
    expect(isDropcartError(new copy.EventError('bad signature', 'INVALID_SIGNATURE'))).toBe(true);
  });

  it('still know this copy`s own errors, and nothing that only looks like one', () => {
    expect(verdicts(new OAuthError('OAuth flow timed out', 'TIMEOUT'))).toEqual(['isOAuthError']);
    expect(verdicts(new TokenRequestError(400, 'Bad Request', undefined, {}))).toEqual([
      'isTokenRequestError',
    ]);
    expect(verdicts(new ElevationRequiredError('x'))).toEqual(['isElevationRequiredError']);
    expect(isDropcartError(new EventError('x', 'MALFORMED_EVENT'))).toBe(true);
    const named = Object.assign(new Error('x'), { name: 'ApiError' });
    for (const lookalike of [
      named,
      { name: 'ApiError', code: 404 },
      'ApiError',
      null,
      undefined,
      new Error('x'),
    ]) {
      expect(verdicts(lookalike)).toEqual([]);
      expect(isDropcartError(lookalike)).toBe(false);
    }
  });
});
