// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The second step of a member's sign-in in the panel, against the emulator (issue 29): the right input for
// a code, the member's other active methods, a new code on request, "remember this device", and a push
// whose approval is asked after on the injected clock and no longer once answered, abandoned or unmounted.
// (The last step of a sign-in, the hidden frame that turns the session token into tokens, needs a real
// browser: test/browser/sign-in-factors.test.ts.)
import { describe, expect, it, vi } from 'vitest';
import { KATHERINE_TOTP_SECRET } from '../../demo/platform/identity/seed.ts';
import { base32Decode, totp } from '../../demo/platform/identity/totp.ts';
import { PUSH_POLL_MS } from '../../widget/session/second-factor.ts';
import { control, usePlatform } from '../support/platform.ts';
import { type MountedWidget, mountWidget, type TestClock, testClock } from './support.ts';

const platform = usePlatform();
const MARY = ['mary@example.com', 'jackson-1921'] as const;
const PHONE = '+15550101921';

/** Every verify request's factor and body, as sent. */
function verifyRecorder() {
  const sent: Array<{ factor: string; body: Record<string, unknown> }> = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const factor = /\/v2\/([a-z]+)\/verify$/.exec(new URL(url).pathname)?.[1];
    if (factor) sent.push({ factor, body: JSON.parse(String(init?.body ?? '{}')) });
    return globalThis.fetch(input, init);
  };
  return { fetch, sent };
}

function typeInto(input: HTMLElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function signInAs(widget: MountedWidget, email: string, password: string): Promise<void> {
  await widget.api.login();
  typeInto(await widget.view.findByLabelText('Email'), email);
  typeInto(widget.view.getByLabelText('Password'), password);
  widget.view.getByRole('button', { name: 'Sign in' }).click();
  await widget.view.findByText('Second step');
}

const lastTo = (to: string) => platform.current.outbox().findLast((m) => m.to === to);

describe('a code factor', () => {
  it('asks in a focused one-time-code field with a numeric keyboard, saying where the code went', async () => {
    const widget = mountWidget(platform.current.url);
    await signInAs(widget, ...MARY);
    const input = widget.view.getByLabelText('Code') as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await vi.waitFor(() => expect(widget.shadow.activeElement).toBe(input));
    const hint = widget.shadow.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('We sent a code by text message to •••1921.');
  });

  it('offers the member’s other active methods and asks for the one chosen', async () => {
    const recorder = verifyRecorder();
    const widget = mountWidget(platform.current.url, { platform: { fetch: recorder.fetch } });
    await signInAs(widget, ...MARY);
    const others = widget.view.getByRole('group', { name: 'Use another method' });
    const names = () => [...others.querySelectorAll('button')].map((b) => b.textContent);
    expect(names()).toEqual(['Phone call', 'Email', 'Authenticator app', 'Approval on my phone']);
    widget.view.getByRole('button', { name: 'Phone call' }).click();
    expect(await widget.view.findByText('We are calling •••1921 to read you a code.')).toBeTruthy();
    expect(lastTo(PHONE)?.data.channel).toBe('CALL');
    expect(recorder.sent).toEqual([{ factor: 'call', body: { stateToken: expect.any(String) } }]);
    expect(names()).toEqual(['Text message', 'Email', 'Authenticator app', 'Approval on my phone']);
    typeInto(widget.view.getByLabelText('Code'), lastTo(PHONE)?.data.code ?? '');
    widget.view.getByRole('button', { name: 'Verify' }).click();
    await vi.waitFor(() => expect(recorder.sent).toHaveLength(2));
    expect(recorder.sent[1]).toEqual({
      factor: 'call',
      body: { stateToken: expect.any(String), callData: { code: expect.stringMatching(/^\d{6}$/) } },
    });
  });

  it('offers no method that is inactive or must be enrolled again', async () => {
    const recorder = verifyRecorder();
    const widget = mountWidget(platform.current.url, { platform: { fetch: recorder.fetch } });
    await signInAs(widget, 'katherine@example.com', 'johnson-1918');
    expect(widget.view.getByText('Enter the code your authenticator app shows.')).toBeTruthy();
    expect(widget.view.queryByRole('group', { name: 'Use another method' })).toBeNull();
    expect(widget.view.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    const code = totp(base32Decode(KATHERINE_TOTP_SECRET), platform.current.platform.now());
    typeInto(widget.view.getByLabelText('Code'), code);
    widget.view.getByRole('button', { name: 'Verify' }).click();
    await vi.waitFor(() => expect(recorder.sent).toHaveLength(1));
    expect(recorder.sent[0]).toEqual({
      factor: 'totp',
      body: { stateToken: expect.any(String), totpData: { code } },
    });
  });

  it('sends a new code on request and says so; the old one no longer counts', async () => {
    const widget = mountWidget(platform.current.url);
    await signInAs(widget, ...MARY);
    const old = lastTo(PHONE)?.data.code ?? '';
    const before = platform.current.outbox().length;
    widget.view.getByRole('button', { name: 'Send a new code' }).click();
    const notice = await widget.view.findByText('A new code is on its way.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(platform.current.outbox().length).toBe(before + 1);
    if (lastTo(PHONE)?.data.code === old) return; // one chance in a million: nothing to tell apart
    typeInto(widget.view.getByLabelText('Code'), old);
    widget.view.getByRole('button', { name: 'Verify' }).click();
    expect((await widget.view.findByRole('alert')).textContent).toBe(
      'Sign-in failed: This code is not right. Please check it and try again.',
    );
  });

  it('asks the platform to remember this device when the shopper ticks the box', async () => {
    const recorder = verifyRecorder();
    const widget = mountWidget(platform.current.url, { platform: { fetch: recorder.fetch } });
    await signInAs(widget, ...MARY);
    widget.view.getByLabelText('Remember this device').click();
    typeInto(widget.view.getByLabelText('Code'), lastTo(PHONE)?.data.code ?? '');
    widget.view.getByRole('button', { name: 'Verify' }).click();
    await vi.waitFor(() => expect(recorder.sent).toHaveLength(1));
    expect(recorder.sent[0]?.body).toMatchObject({
      rememberThisDevice: true,
      smsData: { code: expect.any(String) },
    });
  });
});

describe('a push', () => {
  /** Mary's sign-in switched to a push, on a clock the test moves. */
  async function waitingForPush() {
    const clock = testClock();
    const recorder = verifyRecorder();
    const widget = mountWidget(platform.current.url, { platform: { ...clock, fetch: recorder.fetch } });
    await signInAs(widget, ...MARY);
    widget.view.getByRole('button', { name: 'Approval on my phone' }).click();
    await widget.view.findByText('Approve the sign-in on your phone');
    const transactionId = platform.current.outbox().findLast((m) => m.data.kind === 'mfa-push')
      ?.data.transactionId;
    const polls = () => recorder.sent.filter((s) => s.body.pushData !== undefined).length;
    return { clock, widget, transactionId, polls };
  }

  /** Lets one pause between two questions pass, and waits for the question it lets out. */
  async function oneMorePoll(clock: TestClock, polls: () => number): Promise<void> {
    const before = polls();
    await clock.waiting(PUSH_POLL_MS);
    await clock.advance(PUSH_POLL_MS);
    await vi.waitFor(() => expect(polls()).toBe(before + 1));
  }

  /** Moves the clock through many pauses: a poll still running would ask again. */
  async function muchLater(clock: TestClock): Promise<void> {
    for (let i = 0; i < 5; i++) await clock.advance(PUSH_POLL_MS);
  }

  it('says to approve on the phone, asks every few seconds, and stops once approved', async () => {
    const { clock, widget, transactionId, polls } = await waitingForPush();
    const status = widget.view.getByText(/We sent a request to Mary’s phone\./);
    expect(status.getAttribute('role')).toBe('status');
    await vi.waitFor(() => expect(widget.shadow.activeElement).toBe(status));
    expect(widget.view.queryByLabelText('Code')).toBeNull();
    expect(polls()).toBe(0); // nothing asked before the first pause
    await oneMorePoll(clock, polls);
    await oneMorePoll(clock, polls);
    await control(platform.current.url, '/_emulator/push', { transactionId });
    await oneMorePoll(clock, polls);
    const answered = polls();
    await muchLater(clock);
    expect(polls()).toBe(answered);
  });

  it('stops asking when the shopper goes back', async () => {
    const { clock, widget, polls } = await waitingForPush();
    await oneMorePoll(clock, polls);
    widget.view.getByRole('button', { name: 'Back' }).click();
    await widget.view.findByLabelText('Password');
    await muchLater(clock);
    expect(polls()).toBe(1);
  });

  it('stops asking when the shopper chooses another method', async () => {
    const { clock, widget, polls } = await waitingForPush();
    widget.view.getByRole('button', { name: 'Authenticator app' }).click();
    await widget.view.findByText('Enter the code your authenticator app shows.');
    await muchLater(clock);
    expect(polls()).toBe(0);
  });

  it('stops asking when the sign-in is closed', async () => {
    const { clock, widget, polls } = await waitingForPush();
    widget.view.getByRole('button', { name: 'Close sign-in' }).click();
    await vi.waitFor(() => expect(widget.view.queryByText('Approve the sign-in on your phone')).toBeNull());
    await muchLater(clock);
    expect(polls()).toBe(0);
  });

  it('stops asking when the widget goes away', async () => {
    const { clock, widget, polls } = await waitingForPush();
    await widget.api.destroy();
    await muchLater(clock);
    expect(polls()).toBe(0);
  });

  it('says so when the sign-in was denied on the phone, and stops asking', async () => {
    const { clock, widget, transactionId, polls } = await waitingForPush();
    await control(platform.current.url, '/_emulator/push', { transactionId, approve: false });
    await oneMorePoll(clock, polls);
    expect((await widget.view.findByRole('alert')).textContent).toBe(
      'Sign-in failed: The sign-in was denied on your phone.',
    );
    await muchLater(clock);
    expect(polls()).toBe(1);
  });
});
