// Issue 27, defect 6 (rough edges of the forms), measured in Chromium on the demo store: the sign-in
// dialog's title sat indented from its fields below an empty band (two paddings, the dialog's and its
// header's); the "Shipping and tax are calculated at checkout." note touched Check out; the Ship to form
// wore the browser's fieldset (legend in the border) with fields of its own size, and took 403 of a
// phone's 740 px. Needs `npm run build` first.
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { auditWidget } from './support/artifacts.ts';
import { useStore } from './support/use-store.ts';
import { mugInCart, signInDialog } from './support/widget.ts';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const store = useStore();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box: the element is not rendered');
  return found;
}

it.each([
  ['desktop', 'light', DESKTOP],
  ['phone', 'dark', PHONE],
] as const)(
  'sign-in dialog on %s (%s): the title lines up with the fields, with no empty band above it',
  async (_, colorScheme, viewport) => {
    const page = await store.visit('/', { viewport, colorScheme, reducedMotion: 'reduce' });
    await page.locator('header [data-dropcart-login]').click();
    const dialog = signInDialog(page);
    const email = dialog.getByLabel('Email');
    await email.waitFor();
    const title = dialog.getByRole('heading', { name: 'Sign in' });
    const [dialogBox, titleBox, fieldBox] = [await box(dialog), await box(title), await box(email)];
    const padding = await dialog.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).paddingTop),
    );
    expect(Math.abs(titleBox.x - fieldBox.x), 'title and fields start at the same x').toBeLessThanOrEqual(1);
    expect(titleBox.y - dialogBox.y, 'no band above the title').toBeLessThanOrEqual(padding);
    expect(await auditWidget(page)).toEqual([]);
    await page.context().close();
  },
);

it.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on %s the checkout note keeps a clear gap from Check out', async (_, viewport) => {
  const page = await store.visit('/', { viewport, reducedMotion: 'reduce' });
  const drawer = await mugInCart(page);
  const note = drawer.getByText('Shipping and tax are calculated at checkout.');
  const checkout = drawer.getByRole('button', { name: 'Check out' });
  const gap = (await box(checkout)).y - ((await box(note)).y + (await box(note)).height);
  expect(gap).toBeGreaterThanOrEqual(8);
  await page.context().close();
});

it.each(['light', 'dark'] as const)(
  'styles the Ship to form like the other forms, compact on a phone (%s)',
  async (colorScheme) => {
    const page = await store.visit('/', {
      viewport: PHONE,
      colorScheme,
      reducedMotion: 'reduce',
      locale: 'en-US',
    });
    const drawer = await mugInCart(page);
    await drawer.getByRole('button', { name: 'Estimate shipping and tax' }).click();
    const form = drawer.getByRole('group', { name: 'Ship to' });
    // The United States asks for a state too: the tallest the form gets.
    await form.getByLabel('Country').selectOption('US');
    await form.getByLabel('State or province').waitFor();
    // It took 224 px, and the footer around it 403 of the phone's 740, before its fields went side by side.
    expect((await box(form)).height, 'the form on a 740 px phone').toBeLessThanOrEqual(200);
    expect((await box(drawer.locator('.drawer-footer'))).height, 'the footer with it').toBeLessThanOrEqual(
      380,
    );

    // Not the browser's fieldset (a groove with the legend cut into it): no frame, the legend a label.
    const frame = await form.evaluate((fieldset) => {
      const style = getComputedStyle(fieldset);
      return `${style.borderTopWidth} ${style.borderInlineStartWidth}`;
    });
    expect(frame).toBe('0px 0px');
    expect(await auditWidget(page), 'axe, with the form open').toEqual([]);

    // Its fields look like the coupon's field: one set of rules for every field of the widget.
    const fieldLook = (field: Locator) =>
      field.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          height: element.getBoundingClientRect().height,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          radius: style.borderTopLeftRadius,
          padding: style.paddingInlineStart,
          font: `${style.fontSize} ${style.fontFamily}`,
          background: style.backgroundColor,
        };
      });
    const postal = await fieldLook(form.getByLabel('Postal code'));
    const country = await fieldLook(form.getByLabel('Country'));
    await form.getByRole('button', { name: 'Cancel' }).click();
    const coupon = await fieldLook(drawer.getByLabel('Coupon code'));
    expect(postal).toEqual(coupon);
    expect(country).toEqual(coupon);
    await page.context().close();
  },
);
