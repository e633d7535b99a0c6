// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The sign-in panel against the emulator: each error code's message, captcha through the provider hook,
// registration with approval and e-mail verification, password reset, and a successful sign-in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningPlatform } from '../../demo/platform/index.ts';
import { startTestPlatform, usePlatform } from '../support/platform.ts';
import { type MountedWidget, mountWidget } from './support.ts';

const platform = usePlatform();
const extra: RunningPlatform[] = [];
afterEach(async () => {
  for (const p of extra.splice(0)) await p.close();
  vi.restoreAllMocks();
});

function typeInto(input: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function openSignIn(widget: MountedWidget): Promise<void> {
  await widget.api.login();
  await widget.view.findByLabelText('Email');
}

async function submitLogin({ view }: MountedWidget, email: string, password: string): Promise<void> {
  typeInto(view.getByLabelText('Email'), email);
  typeInto(view.getByLabelText('Password'), password);
  view.getByRole('button', { name: 'Sign in' }).click();
}

async function register(
  { view }: MountedWidget,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  view.getByRole('button', { name: 'New here? Create an account' }).click();
  typeInto(await view.findByLabelText('Name'), name);
  typeInto(view.getByLabelText('Email'), email);
  typeInto(view.getByLabelText('Password'), password);
  view.getByRole('button', { name: 'Create account' }).click();
}

describe('sign-in messages', () => {
  it.each([
    ['ada@example.com', 'wrong-password', 'Wrong email or password.'],
    [
      'grace@example.com',
      'hopper-1906',
      'Your password must be reset. Use “Forgot password?” to get a link.',
    ],
    ['nobody@example.com', 'whatever-123', 'No account was found for this email.'],
  ])('%s / %s says: %s', async (email, password, message) => {
    const widget = mountWidget(platform.current.url);
    await openSignIn(widget);
    await submitLogin(widget, email, password);
    expect((await widget.view.findByRole('alert')).textContent).toBe(message);
    expect((await widget.api.getSession()).signedIn).toBe(false);
  });

  it('sends a wrong password once: one login request, no token renewal, no second try', async () => {
    const widget = mountWidget(platform.current.url);
    // The visitor's token is there: opening the cart reads it (a visit without a cart asks nothing).
    await widget.api.open();
    await widget.api.getCart();
    await widget.api.close();
    await openSignIn(widget);
    const logins = widget.requests.watch('/_api/iam/authentication/v2/login');
    const tokens = widget.requests.watch('/oauth2/token');
    await submitLogin(widget, 'ada@example.com', 'wrong-password');
    expect((await widget.view.findByRole('alert')).textContent).toBe('Wrong email or password.');
    expect(logins.count).toBe(1);
    expect(tokens.count).toBe(0);
  });

  it('titles the register view "Create an account", and the dialog with it (issue 27)', async () => {
    const widget = mountWidget(platform.current.url);
    await openSignIn(widget);
    expect(widget.view.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    widget.view.getByRole('button', { name: 'New here? Create an account' }).click();
    const dialog = await widget.view.findByRole('dialog', { name: 'Create an account' });
    expect(
      dialog.querySelectorAll('h2, h3').length,
      'one title, not "Sign in" over "Create an account"',
    ).toBe(1);
    widget.view.getByRole('button', { name: 'Have an account? Sign in' }).click();
    await widget.view.findByRole('dialog', { name: 'Sign in' });
  });

  it('says so when the e-mail is taken at registration', async () => {
    const widget = mountWidget(platform.current.url);
    await openSignIn(widget);
    await register(widget, 'Ada Again', 'ada@example.com', 'another-pass-1');
    expect((await widget.view.findByRole('alert')).textContent).toBe(
      'An account with this email already exists. Sign in instead.',
    );
  });

  it('says a new password is too short in the shopper’s words, not the platform’s (issue 15)', async () => {
    const widget = mountWidget(platform.current.url);
    await openSignIn(widget);
    await register(widget, 'Kit Short', 'kit@example.com', 'abc');
    const alert = await widget.view.findByRole('alert');
    expect(alert.textContent).toBe('This password is too short. Please choose a longer one.');
    expect(alert.textContent).not.toMatch(/INVALID_ARGUMENT|must be at least/);
  });
});

describe('lockout', () => {
  it('asks for a captcha after three wrong passwords, and says to wait once the login is locked', async () => {
    const own = await startTestPlatform();
    extra.push(own);
    const captcha = vi.fn(async () => ({ recaptchaToken: 'emulator-captcha-ok' }));
    const widget = mountWidget(own.url, { captcha });
    await openSignIn(widget);
    const logins = widget.requests.watch('/_api/iam/authentication/v2/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const before = logins.count;
      await submitLogin(widget, 'ada@example.com', 'wrong-password');
      await vi.waitFor(() => expect(logins.count).toBeGreaterThan(before));
      await vi.waitFor(() =>
        expect(widget.view.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBe('false'),
      );
      expect(widget.view.getByRole('alert').textContent).toBe('Wrong email or password.');
    }
    expect(captcha).toHaveBeenCalled(); // from the fourth attempt on
    await submitLogin(widget, 'ada@example.com', 'lovelace-1815'); // right, but too late
    expect((await widget.view.findByRole('alert')).textContent).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect((await widget.api.getSession()).signedIn).toBe(false);
  });
});

describe('captcha', () => {
  it('explains that no captcha is set up when the store demands one', async () => {
    const strict = await startTestPlatform({ config: { requireCaptcha: true } });
    extra.push(strict);
    const widget = mountWidget(strict.url);
    await openSignIn(widget);
    await submitLogin(widget, 'ada@example.com', 'lovelace-1815');
    expect((await widget.view.findByRole('alert')).textContent).toBe(
      'This store requires a captcha, but none is set up on this page.',
    );
  });

  it('asks the configured provider for tokens and retries', async () => {
    const strict = await startTestPlatform({ config: { requireCaptcha: true } });
    extra.push(strict);
    const captcha = vi.fn(async () => ({ recaptchaToken: 'test-captcha-token' }));
    const widget = mountWidget(strict.url, { captcha });
    await openSignIn(widget);
    await register(widget, 'Lin Captcha', 'lin@example.com', 'captcha-pass-1');
    await vi.waitFor(() => expect(captcha).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(
        widget.view.queryByText('This store requires a captcha, but none is set up on this page.'),
      ).toBeNull(),
    );
  });
});

describe('the second factor', () => {
  it('asks for the mailed sign-in code and says when it is wrong', async () => {
    const widget = mountWidget(platform.current.url);
    await openSignIn(widget);
    await submitLogin(widget, 'alan@example.com', 'turing-1912');
    expect(await widget.view.findByText('Second step')).toBeTruthy();
    expect(
      platform.current.outbox().some((mail) => mail.to === 'alan@example.com' && mail.data.kind === 'mfa'),
    ).toBe(true);
    typeInto(widget.view.getByLabelText('Code'), '000000');
    widget.view.getByRole('button', { name: 'Verify' }).click();
    expect((await widget.view.findByRole('alert')).textContent).toBe(
      'Sign-in failed: This code is not right. Please check it and try again.',
    );
    expect((await widget.api.getSession()).signedIn).toBe(false);
  });
});

describe('registration steps', () => {
  it('shows the waiting-for-approval state', async () => {
    const approval = await startTestPlatform({ config: { requireOwnerApproval: true } });
    extra.push(approval);
    const widget = mountWidget(approval.url);
    await openSignIn(widget);
    await register(widget, 'Pat Pending', 'pat@example.com', 'pending-pass-1');
    expect(
      await widget.view.findByText(
        'Your account waits for the store owner’s approval. We will email you when it is ready.',
      ),
    ).toBeTruthy();
  });

  it('asks for the e-mailed verification code', async () => {
    const verify = await startTestPlatform({ config: { requireEmailVerification: true } });
    extra.push(verify);
    const widget = mountWidget(verify.url);
    await openSignIn(widget);
    await register(widget, 'Vera Code', 'vera@example.com', 'verify-pass-1');
    expect(await widget.view.findByText('Check your email')).toBeTruthy();
    expect(widget.view.getByText('We sent a code to vera@example.com. Enter it to continue.')).toBeTruthy();
    typeInto(widget.view.getByLabelText('Code'), '000000');
    widget.view.getByRole('button', { name: 'Verify' }).click();
    expect((await widget.view.findByRole('alert')).textContent).toMatch(/^Sign-in failed: /);
    expect(verify.outbox().some((mail) => mail.to === 'vera@example.com')).toBe(true);
  });

  it('sends a password reset mail', async () => {
    const widget = mountWidget(platform.current.url);
    await openSignIn(widget);
    widget.view.getByRole('button', { name: 'Forgot password?' }).click();
    typeInto(await widget.view.findByLabelText('Email'), 'ada@example.com');
    widget.view.getByRole('button', { name: 'Send reset link' }).click();
    expect(
      await widget.view.findByText('If an account exists for ada@example.com, a reset link is on its way.'),
    ).toBeTruthy();
    expect(platform.current.outbox().some((mail) => mail.to === 'ada@example.com')).toBe(true);
  });
});

describe('the hosted login page', () => {
  it('keeps the PKCE data in sessionStorage and goes to the platform’s page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const widget = mountWidget(platform.current.url, { loginRedirectUri: 'http://localhost:3000/shop/' });
    await widget.api.login({ hosted: true });
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.origin).toBe(platform.current.url);
    const stored = JSON.parse(sessionStorage.getItem('dropcart:oauth') ?? '{}') as {
      state?: string;
      redirectUri?: string;
    };
    expect(stored.redirectUri).toBe('http://localhost:3000/shop/');
    expect(stored.state).toBeTruthy();
  });
});
