// The attack of issue 30 #5: one unauthenticated request whose payload names `__proto__` set a property on
// the emulator's Object.prototype; a visitor's login redirect session then inherited `memberId` and its first
// visit signed the visitor in as that member. Every way a payload comes in is tried: dot-path query, `.r`,
// JSON and form bodies.
import { afterEach, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { APP, anonymous, call, type ErrorBody, post } from '../auth/http.ts';
import { Tab } from '../pages/browser.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const ADA = '0a6a1c1e-0000-4000-8000-00000000ada1';

const polluted = () => (Object.prototype as Record<string, unknown>).memberId;
afterEach(() => {
  // On the old code the emulator (in this process) polluted the test's prototype too: clean up for the rest.
  delete (Object.prototype as Record<string, unknown>).memberId;
  delete (Object.prototype as Record<string, unknown>).x;
});

const refusedField = (body: unknown) =>
  (body as ErrorBody).details?.validationError?.fieldViolations?.[0]?.field ?? '';

const b64 = (value: string) => Buffer.from(value).toString('base64url');

/** A visitor's login redirect session, visited once: where the hosted page sends them. */
async function visitorLoginVisit() {
  const visitor = await anonymous(base());
  const created = await post<{ redirectSession: { fullUrl: string } }>(
    base(),
    '/_api/redirects-api/v1/redirect-session',
    { login: {}, callbacks: { postFlowUrl: `${APP}/shop` } },
    { authorization: visitor.access_token },
  );
  const tab = new Tab(base());
  const first = await tab.get(created.body.redirectSession.fullUrl);
  return { first, tab };
}

describe('payload keys that name a prototype', () => {
  it('a query `__proto__.memberId` is refused and no visitor is signed in as that member', async () => {
    const attack = await call(base(), 'GET', `/members/v1/members/my?__proto__.memberId=${ADA}`);
    expect(attack.status).toBe(400);
    expect(refusedField(attack.body)).toBe('__proto__.memberId');
    expect(polluted()).toBeUndefined();

    const { first, tab } = await visitorLoginVisit();
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/_hosted\/sign-in\?/);
    expect(tab.cookie).toBe('');
  });

  it.each([
    ['constructor.prototype.memberId', 'constructor.prototype.memberId'],
    ['a.__proto__.x', 'a.__proto__.x'],
  ])('refuses the query key %s', async (key, field) => {
    const answer = await call(base(), 'GET', `/members/v1/members/my?${key}=1`);
    expect([answer.status, refusedField(answer.body)]).toEqual([400, field]);
    expect(polluted()).toBeUndefined();
  });

  it('keeps `__proto__` in JSON (a `.r` query, a body) and form bodies an own key: nothing is polluted', async () => {
    // JSON makes `__proto__` an own key, which is store data (a product option may be called that).
    await call(base(), 'GET', `/members/v1/members/my?.r=${b64(`{"__proto__":{"memberId":"${ADA}"}}`)}`);
    await fetch(`${base()}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"clientId":"demo","grantType":"anonymous","__proto__":{"memberId":"${ADA}"}}`,
    });
    await fetch(`${base()}/_hosted/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=a%40b.c&__proto__=${ADA}&__proto__.memberId=${ADA}`,
    });
    expect(polluted()).toBeUndefined();
    const { first, tab } = await visitorLoginVisit();
    expect(first.location).toMatch(/^\/_hosted\/sign-in\?/);
    expect(tab.cookie).toBe('');
  });
});
