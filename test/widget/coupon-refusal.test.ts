// Every coupon refusal the platform declares has its own text, in English and German, and never the
// platform's description (issue 13, difference 6). The emulator reaches most of them (coupon-totals-
// checkout.test.tsx); the rest (a locked coupon, reasons the emulator's coupons do not have) are the
// platform's own answers, built here in its error shape.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/index.ts';
import { couponRefusal } from '../../widget/cart/coupon-refusal.ts';
import { createTranslator } from '../../widget/i18n/index.ts';

const refusal = (code: string, data: Record<string, unknown> = {}) =>
  new ApiError(`${code}: a description for developers`, {
    code,
    status: 428,
    details: { applicationError: { code, description: 'a description for developers', data } },
  });
const status = (reason: string) => refusal('INVALID_COUPON_STATUS', { couponCode: 'X', reason });

const CASES: Array<[string, ApiError, string, string]> = [
  [
    'V1 unknown code',
    refusal('ERROR_COUPON_DOES_NOT_EXIST'),
    'There is no coupon with this code. Please check it.',
    'Es gibt keinen Gutschein mit diesem Code. Bitte den Code prüfen.',
  ],
  [
    'V1 expired',
    refusal('ERROR_COUPON_HAS_EXPIRED'),
    'This coupon has expired.',
    'Dieser Gutschein ist abgelaufen.',
  ],
  [
    'V1 not active yet',
    refusal('ERROR_COUPON_IS_NOT_ACTIVE_YET'),
    'This coupon is not valid yet.',
    'Dieser Gutschein gilt noch nicht.',
  ],
  [
    'V1 used up',
    refusal('ERROR_COUPON_USAGE_EXCEEDED'),
    'This coupon has been used up.',
    'Dieser Gutschein ist aufgebraucht.',
  ],
  [
    'V1 once per customer',
    refusal('ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED'),
    'You have already used this coupon.',
    'Dieser Gutschein wurde mit diesem Konto schon eingelöst.',
  ],
  [
    'V2 unknown code',
    refusal('INVALID_COUPON_CODE', { couponCode: 'X' }),
    'There is no coupon with this code. Please check it.',
    'Es gibt keinen Gutschein mit diesem Code. Bitte den Code prüfen.',
  ],
  [
    'V2 already applied',
    refusal('COUPON_ALREADY_EXISTS'),
    'This coupon is already applied.',
    'Dieser Gutschein ist schon eingelöst.',
  ],
  [
    'V2 one per cart',
    refusal('MAX_COUPONS_PER_CART_EXCEEDED'),
    'Only one coupon per order: remove the current one first.',
    'Nur ein Gutschein pro Bestellung: Bitte zuerst den jetzigen entfernen.',
  ],
  [
    'V2 locked',
    refusal('COUPON_LOCKED'),
    'The coupon of this order cannot be changed.',
    'Der Gutschein dieser Bestellung kann nicht geändert werden.',
  ],
  ['V2 EXPIRED', status('EXPIRED'), 'This coupon has expired.', 'Dieser Gutschein ist abgelaufen.'],
  [
    'V2 DISABLED',
    status('DISABLED'),
    'This coupon is no longer offered.',
    'Dieser Gutschein wird nicht mehr angeboten.',
  ],
  ['V2 INACTIVE', status('INACTIVE'), 'This coupon is not valid yet.', 'Dieser Gutschein gilt noch nicht.'],
  [
    'V2 MAX_USAGE_EXCEEDED',
    status('MAX_USAGE_EXCEEDED'),
    'This coupon has been used up.',
    'Dieser Gutschein ist aufgebraucht.',
  ],
  [
    'V2 MAX_USAGE_PER_CUSTOMER_EXCEEDED',
    status('MAX_USAGE_PER_CUSTOMER_EXCEEDED'),
    'You have already used this coupon.',
    'Dieser Gutschein wurde mit diesem Konto schon eingelöst.',
  ],
  [
    'V2 NOT_APPLICABLE_TO_SUBSCRIPTIONS',
    status('NOT_APPLICABLE_TO_SUBSCRIPTIONS'),
    'This coupon does not apply to the items in your cart.',
    'Dieser Gutschein gilt nicht für die Artikel im Warenkorb.',
  ],
  [
    'V2 NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS',
    status('NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS'),
    'This coupon does not apply to the items in your cart.',
    'Dieser Gutschein gilt nicht für die Artikel im Warenkorb.',
  ],
  [
    'V2 MIN_LINE_ITEM_QUANTITY_NOT_REACHED',
    status('MIN_LINE_ITEM_QUANTITY_NOT_REACHED'),
    'This coupon needs more items in your cart.',
    'Für diesen Gutschein sind mehr Artikel im Warenkorb nötig.',
  ],
  [
    'V2 MIN_SUBTOTAL_NOT_REACHED',
    status('MIN_SUBTOTAL_NOT_REACHED'),
    'Your order is below the minimum for this coupon.',
    'Die Bestellung liegt unter dem Mindestwert dieses Gutscheins.',
  ],
];

describe('coupon refusals', () => {
  it.each(CASES)('%s has its own text in English and German', async (_name, error, english, german) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const de = createTranslator('de');
    const en = createTranslator('en');
    await Promise.all([de.loadUi('coupon'), en.loadUi('coupon')]); // the refusals' half
    expect(couponRefusal(error, en.t)).toBe(english);
    expect(couponRefusal(error, de.t)).toBe(german);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([
    ['a code the widget does not know', refusal('SOMETHING_NEW')],
    ['a reason the widget does not know', status('UNKNOWN_INVALID_COUPON_REASON')],
  ])('%s gets a polite general text; the details go to the console only', async (_name, error) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const en = createTranslator('en');
    await en.loadUi();
    const text = couponRefusal(error, en.t);
    expect(text).toBe('This coupon cannot be used right now.');
    expect(text).not.toContain('description');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBe(error);
    warn.mockRestore();
  });
});
