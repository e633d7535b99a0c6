import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { anonymous, lastMail, post } from '../auth/http.ts';

const platform = usePlatform({ config: { requireOwnerApproval: true, requireEmailVerification: true } });
const base = () => platform.current.url;

describe('with requireOwnerApproval (and e-mail verification)', () => {
  it('verifies the address, then waits for the owner, then signs in', async () => {
    const visitor = await anonymous(base());
    const auth = { authorization: visitor.access_token };
    const registered = await post<{ stateToken: string; identity: { id: string } }>(
      base(),
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'waiting@example.com' }, password: 'a-long-secret' },
      auth,
    );
    const { code } = (await lastMail(base(), 'waiting@example.com')).data;
    const verified = await post(base(), '/_api/iam/verification/v1/auth/verify', {
      code,
      stateToken: registered.body.stateToken,
    });
    expect(verified.body).toMatchObject({
      state: 'REQUIRE_OWNER_APPROVAL',
      identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } },
    });
    expect(verified.body).not.toHaveProperty('sessionToken');
    const login = () =>
      post(
        base(),
        '/_api/iam/authentication/v2/login',
        {
          loginId: { email: 'waiting@example.com' },
          password: 'a-long-secret',
        },
        auth,
      );
    expect((await login()).body).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL' });
    const approved = await post(base(), `/_emulator/members/${registered.body.identity.id}/approve`, {});
    expect(approved.body).toEqual({ id: registered.body.identity.id, status: 'ACTIVE' });
    expect((await login()).body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
  });
});
