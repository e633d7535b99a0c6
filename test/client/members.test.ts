// `client.members.getCurrentMember()` against the emulator: the signed-in member's name and login e-mail,
// with the token the client holds; a visitor is refused.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/index.ts';
import { memberTokens } from '../platform/auth/http.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform();

describe('client.members (protocol §8)', () => {
  it("reads the signed-in member: the seeded member's name, FULL by default", async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const { member } = await memberTokens(platform.current.url);
    const expiresAt = Math.floor(Date.now() / 1000) + member.expires_in;
    client.auth.setTokens({
      accessToken: { value: member.access_token, expiresAt },
      refreshToken: { value: member.refresh_token, role: 'member' },
    });
    const answer = await client.members.getCurrentMember();
    expect(answer.member).toMatchObject({
      loginEmail: 'ada@example.com',
      contact: { firstName: 'Ada', lastName: 'Lovelace' },
      profile: { nickname: expect.any(String) },
    });
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/members/v1/members/my?fieldsets=FULL',
      authorization: member.access_token,
    });
    const open = await client.members.getCurrentMember({ fieldsets: ['PUBLIC'] });
    expect(open.member).not.toHaveProperty('loginEmail');
  });

  it('reads the member of tokens it was given, without keeping them (a silent sign-in checked first)', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const { member } = await memberTokens(platform.current.url);
    const answer = await client.members.getCurrentMember({ accessToken: member.access_token });
    expect(answer.member).toMatchObject({ id: expect.any(String), loginEmail: 'ada@example.com' });
    expect(requests.at(-1)).toMatchObject({
      url: '/members/v1/members/my?fieldsets=FULL',
      authorization: member.access_token,
    });
    // The client's own tokens are untouched: still none.
    expect(client.auth.role()).toBe('none');
  });

  it('refuses a visitor, who has no current member', async () => {
    const { client } = emulatorClient(platform.current.url);
    const error = await client.members.getCurrentMember().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403 });
  });
});
