// Right to left (issue 28): the widget's sheets place and space things by the line's start and end
// (inset-inline-end, padding-inline, text-align: end), never by left and right, so that a right-to-left
// language mirrors the whole layout. The browser test (rtl-hebrew) checks the result in Chromium.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The drawer's and dialogs' sheets, the parts' own ones included (each part adopts its own as it mounts). */
const SHEETS = [
  'shadow/base.css',
  'ui/ui.css',
  'ui/popover.css',
  'ui/StandaloneSignIn.css',
  'ui/ShipTo.css',
  'ui/FreeShippingHint.css',
  'ui/OrderConfirmation.css',
  'ui/added-moment.css',
  'ui/CouponForm.css',
  'ui/forms.css',
  'ui/drawer-exit.css',
  'ui/signin/SignInPanel.css',
  'ui/member/MemberMenu.css',
  'ui/options/OptionsPopover.css',
  'ui/options/choices.css',
];
/** Physical sides in a property or a value where a logical one exists. Centring by left: 50% is symmetric. */
const PHYSICAL =
  /^\s*(?:(?:margin|padding|border)-(?:left|right)[\w-]*|left|right|text-align:\s*(?:left|right)|float:\s*(?:left|right))\s*(?::|;)(?!\s*50%)/;

describe('the widget’s layout mirrors', () => {
  it.each(SHEETS)('%s uses logical sides', (sheet) => {
    const lines = readFileSync(`${process.cwd()}/widget/${sheet}`, 'utf8').split('\n');
    const physical = lines.flatMap((line, i) => (PHYSICAL.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
    expect(physical).toEqual([]);
  });
});
