// A member signs in through the widget with each second factor the seed names (issue 29), in real Chromium
// against the emulator: a texted code, a code read out by a call, a mailed code, an authenticator app's
// code (RFC 6238 on the emulator's clock) and a push approved on the "phone" (POST /_emulator/push) while
// the widget asks after it. The code step is checked for what a phone and a screen reader need.
// Needs `npm run build` first.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MARY_TOTP_SECRET } from '../../demo/platform/identity/seed.ts';
import { base32Decode, totp } from '../../demo/platform/identity/totp.ts';
import { control } from '../support/platform.ts';
import { auditWidget } from './support/artifacts.ts';
import { latestCode, readOutbox } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { readSession, signInDialog } from './support/widget.ts';

const EMAIL = 'mary@example.com';
const PHONE = '+15550101921';

const store = useStore();

/** Mary's password step, done: the dialog now asks for her second factor (a texted code first). */
async function toSecondStep(): Promise<{ page: Page; dialog: Locator }> {
  const page = await store.visit('/');
  await page.locator('header [data-dropcart-login]').click();
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByLabel('Password').fill('jackson-1921');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.getByText('Second step').waitFor();
  return { page, dialog };
}

async function enterCode(dialog: Locator, code: string): Promise<void> {
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect
    .poll(() => readSession(page), { timeout: 20_000 })
    .toMatchObject({ signedIn: true, role: 'member' });
  await page.context().close();
}

/** What the focused element in the widget's shadow root is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('dropcart-root')?.shadowRoot?.activeElement;
    return {
      autocomplete: active?.getAttribute('autocomplete'),
      inputmode: active?.getAttribute('inputmode'),
      describedBy: active?.getAttribute('aria-describedby')
        ? active.getRootNode() instanceof ShadowRoot &&
          (active.getRootNode() as ShadowRoot).getElementById(active.getAttribute('aria-describedby') ?? '')
            ?.textContent
        : null,
    };
  });

describe('a member signs in with each second factor', () => {
  it('SMS: the texted code, in a focused one-time-code field with a numeric keyboard', async () => {
    const { page, dialog } = await toSecondStep();
    expect(await focused(page)).toEqual({
      autocomplete: 'one-time-code',
      inputmode: 'numeric',
      describedBy: 'We sent a code by text message to •••1921.',
    });
    expect(await auditWidget(page)).toEqual([]);
    await enterCode(dialog, await latestCode(store.api, PHONE));
    await expectSignedIn(page);
  });

  it('CALL: another method, the code the call read out', async () => {
    const { page, dialog } = await toSecondStep();
    await dialog
      .getByRole('group', { name: 'Use another method' })
      .getByRole('button', { name: 'Phone call' })
      .click();
    await dialog.getByText('We are calling •••1921 to read you a code.').waitFor();
    const call = (await readOutbox(store.api)).filter((m) => m.to === PHONE).at(-1);
    expect(call?.data.channel).toBe('CALL');
    await enterCode(dialog, call?.data.code ?? '');
    await expectSignedIn(page);
  });

  it('EMAIL: the mailed code', async () => {
    const { page, dialog } = await toSecondStep();
    await dialog.getByRole('button', { name: 'Email', exact: true }).click();
    await dialog.getByText('We sent a code to m***@example.com.').waitFor();
    await enterCode(dialog, await latestCode(store.api, EMAIL));
    await expectSignedIn(page);
  });

  it('TOTP: the authenticator app’s code', async () => {
    const { page, dialog } = await toSecondStep();
    await dialog.getByRole('button', { name: 'Authenticator app' }).click();
    await dialog.getByText('Enter the code your authenticator app shows.').waitFor();
    await enterCode(dialog, totp(base32Decode(MARY_TOTP_SECRET), store.platform.platform.now()));
    await expectSignedIn(page);
  });

  it('PUSH: approved on the phone while the widget asks after it', async () => {
    const { page, dialog } = await toSecondStep();
    await dialog.getByRole('button', { name: 'Approval on my phone' }).click();
    await dialog.getByRole('heading', { name: 'Approve the sign-in on your phone' }).waitFor();
    await dialog.getByText('We sent a request to Mary’s phone.', { exact: false }).waitFor();
    expect(await dialog.getByLabel('Code').count()).toBe(0);
    expect(await auditWidget(page)).toEqual([]);
    const push = (await readOutbox(store.api)).filter((m) => m.data.kind === 'mfa-push').at(-1);
    await control(store.api, '/_emulator/push', { transactionId: push?.data.transactionId });
    await expectSignedIn(page);
  });
});
