import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { APP, anonymous, lastMail, memberTokens, post, type Tokens } from '../auth/http.ts';
import { hiddenValue, Tab } from './browser.ts';

const platform = usePlatform();
const base = () => platform.current.url;

async function signedIn(email = 'ada@example.com', password = 'lovelace-1815') {
  const tab = new Tab(base());
  const answer = await tab.submit('/_hosted/sign-in', {
    email,
    password,
    next: '/_hosted/account/account-info',
  });
  expect(answer.status).toBe(200);
  return tab;
}

async function redirectSession(token: string, body: Record<string, unknown>) {
  const answer = await post<{ redirectSession: { fullUrl: string } }>(
    base(),
    '/_api/redirects-api/v1/redirect-session',
    body,
    { authorization: token },
  );
  return answer.body.redirectSession.fullUrl;
}

describe('member account pages', () => {
  it('send a visitor without the cookie to sign in, then show the member', async () => {
    const tab = new Tab(base());
    const first = await tab.get('/_hosted/account/account-info');
    expect(first.status).toBe(302);
    expect(first.location).toBe(
      `/_hosted/sign-in?next=${encodeURIComponent('/_hosted/account/account-info')}`,
    );
    const form = await tab.get(first.location!);
    const next = hiddenValue(form.text, 'next')!;
    const signed = await tab.submit('/_hosted/sign-in', {
      email: 'ada@example.com',
      password: 'lovelace-1815',
      next,
    });
    const page = await tab.get(String(signed.json.next));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<dd data-member-email>ada@example.com</dd>');
    expect(page.text).toContain('Ada Lovelace');
  });

  it('lists only the member’s own orders from the orders slice, escaped', async () => {
    const orders = platform.current.platform.state.slice<unknown[]>('orders', () => []);
    orders.push(
      {
        id: 'o-1',
        number: '10001',
        buyer: { memberId: '0a6a1c1e-0000-4000-8000-00000000ada1', visitorId: 'v1' },
        createdDate: '2026-11-20T10:00:00.000Z',
        paymentStatus: 'PAID',
        lineItems: [{ name: 'Mug <b>bold</b>', quantity: 2, price: '12.00' }],
        totals: { total: '24.00', formattedTotal: '€24.00' },
      },
      {
        id: 'o-2',
        number: '10002',
        buyer: { visitorId: 'v2', email: 'someone@example.com' },
        createdDate: '2026-11-20T11:00:00.000Z',
        paymentStatus: 'PAID',
        lineItems: [{ name: 'Not hers', quantity: 1, price: '1.00' }],
        totals: { total: '1.00', formattedTotal: '€1.00' },
      },
      'garbage',
    );
    const tab = await signedIn();
    const page = await tab.get('/_hosted/account/orders');
    expect(page.text).toContain('data-order-id="o-1"');
    expect(page.text).toContain('2 × Mug &lt;b&gt;bold&lt;/b&gt;');
    expect(page.text).toContain('€24.00');
    expect(page.text).not.toContain('Not hers');
    expect(page.text).toContain('<strong aria-current="page">My orders</strong>');
  });

  it('has every section and a 404 for others', async () => {
    const tab = await signedIn();
    for (const slug of ['account-info', 'bookings', 'orders', 'subscriptions', 'events'])
      expect((await tab.get(`/_hosted/account/${slug}`)).status).toBe(200);
    expect((await tab.get('/_hosted/account/wishlist')).status).toBe(404);
  });

  it('signs a member in once from a redirect session they created (maintainIdentity)', async () => {
    const { member } = await memberTokens(base());
    const url = await redirectSession(member.access_token, {
      login: {},
      callbacks: { postFlowUrl: `${APP}/shop` },
      preferences: { additionalQueryParameters: { accountSection: 'ORDERS' } },
    });
    const tab = new Tab(base());
    const page = await tab.get(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('My orders');
    expect(page.text).toContain(`href="${APP}/shop?wixMemberLoggedIn=true"`);
    expect(tab.cookie).toMatch(/^emu_session=/);
    // The hand-off happens once: the same URL in another browser must sign in.
    expect((await new Tab(base()).get(url)).status).toBe(302);
  });
});

describe('login intent', () => {
  it('asks a visitor to sign in, then returns to the post-flow URL', async () => {
    const visitor = await anonymous(base());
    const url = await redirectSession(visitor.access_token, {
      login: {},
      callbacks: { postFlowUrl: `${APP}/back` },
    });
    const tab = new Tab(base());
    const first = await tab.get(url);
    expect(first.location).toMatch(/^\/_hosted\/sign-in\?next=%2F_hosted%2Flogin/);
    const next = hiddenValue((await tab.get(first.location!)).text, 'next')!;
    await tab.submit('/_hosted/sign-in', { email: 'ada@example.com', password: 'lovelace-1815', next });
    const back = await tab.get(next);
    expect([back.status, back.location]).toEqual([302, `${APP}/back?wixMemberLoggedIn=true`]);
  });
});

describe('logout page', () => {
  it('ends the cookie session and the member’s tokens, then goes to the post-flow URL', async () => {
    const { member } = await memberTokens(base());
    const tab = await signedIn();
    const url = await redirectSession(member.access_token, {
      logout: { clientId: 'demo' },
      callbacks: { postFlowUrl: `${APP}/bye` },
    });
    const out = await tab.get(url);
    expect([out.status, out.location]).toEqual([302, `${APP}/bye?wixMemberLoggedIn=false`]);
    expect(out.setCookie).toContain('Max-Age=0');
    expect((await tab.get('/_hosted/account/orders')).status).toBe(302);
    const refreshed = await post<Tokens>(base(), '/oauth2/token', {
      clientId: 'demo',
      refreshToken: member.refresh_token,
      grantType: 'refresh_token',
    });
    expect(refreshed.status).toBe(400);
  });

  it('shows a signed-out page without a session', async () => {
    const page = await (await signedIn()).get('/_hosted/logout');
    expect(page.status).toBe(200);
    expect(page.text).toContain('You are signed out.');
  });
});

describe('register, forgot and reset pages', () => {
  it('registers a new member through the form and signs them in', async () => {
    const tab = new Tab(base());
    const form = await tab.get('/_hosted/register?next=%2F_hosted%2Faccount%2Faccount-info');
    expect(form.text).toContain('action="/_hosted/register"');
    const bad = await tab.submit('/_hosted/register', {
      email: 'nope',
      password: 'long-enough',
      next: '/_hosted/account/account-info',
    });
    expect(bad.json.message).toBe('E-mail must be a valid e-mail address.');
    const taken = await tab.submit('/_hosted/register', {
      email: 'ada@example.com',
      password: 'long-enough',
      next: '/_hosted/account/account-info',
    });
    expect(taken.status).toBe(409);
    const done = await tab.submit('/_hosted/register', {
      email: 'formed@example.com',
      password: 'long-enough',
      firstName: 'Form',
      lastName: '',
      next: '/_hosted/account/account-info',
    });
    expect(done.json).toEqual({ next: '/_hosted/account/account-info' });
    expect((await tab.get('/_hosted/account/account-info')).text).toContain('formed@example.com');
  });

  it('mails a reset link whose page sets a new password once', async () => {
    const tab = new Tab(base());
    const asked = await tab.submit('/_hosted/forgot-password', { email: 'grace@example.com' });
    expect(asked.json.message).toContain('If that address belongs to a member');
    const { link } = (await lastMail(base(), 'grace@example.com')).data;
    const page = await tab.get(link!);
    expect(page.text).toContain('Choose a new password');
    const token = hiddenValue(page.text, 'token')!;
    const saved = await tab.submit('/_hosted/reset-password', { token, password: 'compiler-1952' });
    expect(saved.json).toEqual({ next: '/_hosted/account/account-info' });
    expect(tab.cookie).toMatch(/^emu_session=/);
    expect((await tab.get(link!)).status).toBe(400);
  });

  it('serves its stylesheet and form script', async () => {
    const tab = new Tab(base());
    expect((await tab.get('/_hosted/assets/hosted.css')).headers.get('content-type')).toContain('text/css');
    const forms = await tab.get('/_hosted/assets/forms.js');
    expect(forms.text).toContain("'content-type': 'application/json'");
  });
});
