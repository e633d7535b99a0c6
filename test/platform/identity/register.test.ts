import { describe, expect, it } from 'vitest';
import type { MemberRecord } from '../../../demo/platform/identity/members.ts';
import { usePlatform } from '../../support/platform.ts';
import { anonymous, type ErrorBody, errorCode, post } from '../auth/http.ts';

const platform = usePlatform();
const base = () => platform.current.url;

async function register(body: Record<string, unknown>) {
  const visitor = await anonymous(base());
  return post<Record<string, unknown> & ErrorBody>(base(), '/_api/iam/authentication/v2/register', body, {
    authorization: visitor.access_token,
  });
}

describe('register', () => {
  it('creates an active member who can sign in at once', async () => {
    const answer = await register({
      loginId: { email: 'New.Member@example.com' },
      password: 'a-long-secret',
      profile: { firstName: 'New', nickname: 'newbie', emails: ['x@example.com'] },
    });
    expect(answer.body).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { email: { address: 'new.member@example.com' }, identityProfile: { firstName: 'New' } },
    });
    const visitor = await anonymous(base());
    const login = await post(
      base(),
      '/_api/iam/authentication/v2/login',
      { loginId: { email: 'new.member@example.com' }, password: 'a-long-secret' },
      { authorization: visitor.access_token },
    );
    expect(login.body).toMatchObject({ state: 'SUCCESS' });
  });

  it('stores the password hashed with a salt', async () => {
    await register({ loginId: { email: 'hash@example.com' }, password: 'plain-secret' });
    const members = platform.current.platform.state.slice<Record<string, MemberRecord>>(
      'identity.members',
      () => ({}),
    );
    const stored = Object.values(members).find((m) => m.email === 'hash@example.com');
    expect(stored?.passwordHash).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    expect(JSON.stringify(stored)).not.toContain('plain-secret');
  });

  it('answers -19995 for an address that is taken, whatever its case', async () => {
    const answer = await register({ loginId: { email: 'ADA@example.com' }, password: 'whatever-1' });
    expect([answer.status, errorCode(answer)]).toEqual([409, '-19995']);
  });

  it('answers a malformed or missing address with an EMAIL field violation', async () => {
    for (const loginId of [{ email: 'not-an-address' }, {}, { email: 12 }, 'ada@example.com', undefined]) {
      const answer = await register({ loginId, password: 'whatever-1' });
      expect(answer.status).toBe(400);
      expect(answer.body.details.validationError?.fieldViolations[0]).toMatchObject({
        field: 'loginId.email',
        data: { type: 'EMAIL' },
      });
    }
  });

  it('answers a short password and a malformed profile with field violations that carry data', async () => {
    const short = await register({ loginId: { email: 'short@example.com' }, password: 'abc' });
    expect(short.body.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'password',
      data: {},
    });
    const profile = await register({
      loginId: { email: 'p@example.com' },
      password: 'whatever-1',
      profile: { firstName: 3 },
    });
    expect(profile.body.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'profile.firstName',
    });
    // Nothing was created by the failed attempts.
    const ok = await register({ loginId: { email: 'short@example.com' }, password: 'long-enough' });
    expect(ok.body).toMatchObject({ state: 'SUCCESS' });
  });
});
