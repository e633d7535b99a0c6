import type { MessageKey, Translate } from '../../i18n/index.ts';
import type { SignInStep } from '../../session/controller.ts';
import { violationKey } from '../../session/reasons.ts';

const CODES: Record<string, MessageKey> = {
  missingCaptchaToken: 'signin.missingCaptchaToken',
  invalidCaptchaToken: 'signin.invalidCaptchaToken',
  invalidPassword: 'signin.invalidPassword',
  resetPassword: 'signin.resetPassword',
  emailAlreadyExists: 'signin.emailAlreadyExists',
  invalidEmail: 'signin.invalidEmail',
  noCaptcha: 'signin.noCaptcha',
  tooManyAttempts: 'signin.tooManyAttempts',
  notAllowed: 'signin.notAllowed',
  pushExpired: 'signin.pushExpired',
};

/**
 * A clear, localized sentence for each of the platform's login error codes; an unknown one reads as a
 * general text (the platform's own words are for developers, so they go to the console).
 */
export function signInErrorText(step: Extract<SignInStep, { step: 'error' }>, t: Translate): string {
  const key = (step.errorCode ? CODES[step.errorCode] : undefined) ?? violationKey(step.fieldViolations?.[0]);
  if (key) return t(key);
  console.warn('[dropcart] sign-in was refused; the shopper was shown a general message:', step.message);
  return t('signin.failed', { reason: t('reason.unknown') });
}
