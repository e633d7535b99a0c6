// The platform's public reCAPTCHA site keys (the same constants the official SDK ships as
// captchaInvisibleSiteKey / captchaVisibleSiteKey): render the widget with one, send its token as captchaTokens.

/** For reCAPTCHA v2 invisible: `invisibleRecaptchaToken`. */
export const CAPTCHA_INVISIBLE_SITE_KEY = '6LdoPaUfAAAAAJphvHoUoOob7mx0KDlXyXlgrx5v';
/** For the visible reCAPTCHA v2 checkbox: `recaptchaToken`. */
export const CAPTCHA_VISIBLE_SITE_KEY = '6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy';
