// The React host page (demo/site/react/, <Dropcart /> from widget/react.tsx): the widget mounts once
// (StrictMode included), its API reaches the app through ref/onReady, unmounting the component removes
// the widget, which comes back with the same cart when mounted again, and buttons React renders with
// data-dropcart-add work like those of any page.
import { expect, it } from 'vitest';
import { focused } from '../support/keyboard.ts';
import { useStore } from '../support/use-store.ts';
import { cartDrawer } from '../support/widget.ts';

const store = useStore();

it('mounts the widget from a React app, adds through its API and removes it on unmount', async () => {
  const context = await store.newContext();
  const page = await context.newPage();
  await page.goto(store.url('/react/'));
  await page.getByRole('heading', { name: 'All products' }).waitFor();
  const count = page.locator('header [data-dropcart-count]');
  const addButtons = page.getByRole('button', { name: /^Add / });
  await addButtons.first().waitFor();
  // Enabled once <Dropcart onReady> handed the API over.
  await expect.poll(() => addButtons.first().isEnabled()).toBe(true);
  expect(await page.locator('dropcart-root').count()).toBe(1);

  const first = addButtons.first();
  const name = ((await first.textContent()) ?? '').replace(/^Add /, '');
  await first.click();
  const drawer = cartDrawer(page);
  await drawer.getByText(name, { exact: true }).waitFor();
  await expect.poll(() => count.textContent()).toBe('1');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // Unmounting <Dropcart /> destroys the widget: its element is gone and the app's buttons know it.
  await page.getByRole('button', { name: 'Remove the cart widget' }).click();
  await expect.poll(() => page.locator('dropcart-root').count()).toBe(0);
  expect(await first.isDisabled()).toBe(true);

  // Mounted again: one widget, and the cart the visitor had (its tokens were kept in localStorage);
  // the ref reaches the new instance (the app's Cart button calls ref.current.open()).
  await page.getByRole('button', { name: 'Bring the cart widget back' }).click();
  await expect.poll(() => first.isEnabled()).toBe(true);
  expect(await page.locator('dropcart-root').count()).toBe(1);
  await page.getByRole('button', { name: /^Cart/ }).click();
  await drawer.getByText(name, { exact: true }).waitFor();
  await expect.poll(() => count.textContent()).toBe('1');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // A React-rendered button with data-dropcart-add and options: the popover asks, the cart opens.
  const card = page.locator('li.card', { has: page.getByRole('button', { name: 'Choose options' }) }).first();
  const optionsName = (await card.locator('.name').textContent()) ?? '';
  await card.getByRole('button', { name: 'Choose options' }).click();
  const popover = page.getByRole('dialog', { name: optionsName });
  const choices = popover.getByRole('radio', { disabled: false });
  await choices.first().waitFor();
  const labels = await choices.evaluateAll((radios) =>
    radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
  );
  expect
    .soft(
      labels.filter((label) => /^#[0-9a-f]{6}$/i.test(label)),
      'choices named by a hex code',
    )
    .toEqual([]);
  await choices.first().check();
  await popover.getByRole('button', { name: 'Add to cart' }).click();
  await drawer.getByText(optionsName, { exact: true }).waitFor();
  await expect.poll(() => count.textContent()).toBe('2');
  // The cart is a modal dialog: focus belongs inside it, so Escape closes it.
  await expect
    .poll(() => focused(page).then((control) => control.inWidget), {
      timeout: 2000,
      message: 'focus is in the cart after adding from the options popover',
    })
    .toBe(true);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
});
