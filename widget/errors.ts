import { isApiError, isDropcartError, isSystemError } from '../src/index.ts';
import type { Translate } from './i18n/index.ts';
import { UNSAFE_URL } from './navigation.ts';

/** The platform's own reason when it gave one (a refused coupon says why), else a readable fallback. */
export function reasonOf(error: unknown, t: Translate): string {
  if (isDropcartError(error) && error.code === UNSAFE_URL) return t('error.unsafeUrl');
  if (isApiError(error)) {
    const violation = error.details.validationError?.fieldViolations[0];
    return error.details.applicationError?.description || violation?.description || error.message;
  }
  if (isSystemError(error)) return t('error.network');
  if (error instanceof Error) return error.message;
  return String(error);
}

export function codeOf(error: unknown): string {
  return isDropcartError(error) ? error.code : 'UNKNOWN';
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
