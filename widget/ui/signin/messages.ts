import type { MessageKey, Translate } from '../../i18n/index.ts';
import type { SignInStep } from '../../session/controller.ts';

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
};

/** A clear, localized sentence for each of the platform's login error codes. */
export function signInErrorText(step: Extract<SignInStep, { step: 'error' }>, t: Translate): string {
  const key = step.errorCode ? CODES[step.errorCode] : undefined;
  return key ? t(key) : t('signin.failed', { reason: step.message });
}
