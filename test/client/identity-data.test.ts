// Identities as data (spec §3 "Identity response", issue 29): a login or registration answers the member's
// identity with Dates for its dates and for custom fields' `dateValue`, numbers for `numValue`, addresses as
// given, and the answer's `additionalData` converted the same way; `clientMetaData` goes out when given.
import { describe, expect, it } from 'vitest';
import { createClient, memoryTokenStorage } from '../../src/index.ts';
import { useScriptedServer } from '../reliability/support/scripted-server.ts';
import { usePlatform } from '../support/platform.ts';
import { ADA, emulatorClient } from './support/client.ts';

const platform = usePlatform({ config: { requireCaptcha: false } });
const scripted = useScriptedServer();
const unique = () => `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const BIRTHDAY = new Date('1990-05-17T00:00:00.000Z');
const HOME = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10001',
  addressLine1: '5 Main St',
  addressLine2: 'Apt 3',
};

describe('against the emulator', () => {
  it('register answers the identity as data, and sends clientMetaData', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const before = Date.now();
    const result = await client.auth.register({
      email: unique(),
      password: 'a-good-password-1',
      profile: {
        firstName: 'Sam',
        customFields: [
          { name: 'anniversary', value: { dateValue: BIRTHDAY } },
          { name: 'shoeSize', value: { numValue: 42.5 } },
        ],
        addresses: [{ address: HOME, tag: 'HOME' }],
      },
      clientMetaData: { referral: 'newsletter' },
    });
    expect(result.loginState).toBe('SUCCESS');
    const identity = result.identity;
    expect(identity?.createdDate).toBeInstanceOf(Date);
    expect(identity?.updatedDate).toBeInstanceOf(Date);
    expect(identity?.createdDate?.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    const fields = identity?.identityProfile?.customFields ?? [];
    expect(fields.find((f) => f.name === 'anniversary')?.value.dateValue).toEqual(BIRTHDAY);
    expect(fields.find((f) => f.name === 'shoeSize')?.value.numValue).toBe(42.5);
    expect(identity?.identityProfile?.addresses).toEqual([{ address: HOME, tag: 'HOME' }]);
    const sent = requests.find((r) => r.path.endsWith('/v2/register'))?.body;
    expect(sent).toMatchObject({
      clientMetaData: { referral: 'newsletter' },
      profile: { customFields: [{ name: 'anniversary', value: { dateValue: BIRTHDAY.toISOString() } }, {}] },
    });
  });

  it('login answers the identity with Dates, and sends clientMetaData only when given', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const result = await client.auth.login({ ...ADA, clientMetaData: { device: 'kiosk-7' } });
    expect(result.loginState).toBe('SUCCESS');
    expect(result.identity?.createdDate).toBeInstanceOf(Date);
    expect(result.identity?.email?.address).toBe(ADA.email);
    await client.auth.login(ADA);
    const logins = requests.filter((r) => r.path.endsWith('/v2/login')).map((r) => r.body);
    expect(logins[0]).toMatchObject({ clientMetaData: { device: 'kiosk-7' } });
    expect(logins[1]).not.toHaveProperty('clientMetaData');
  });
});

describe('an answer in every form the typings allow', () => {
  it('converts the identity and additionalData at the paths the SDK converts', async () => {
    scripted.script('/oauth2/token', {
      status: 200,
      body: { access_token: 'a', refresh_token: 'r', expires_in: 3600 },
    });
    scripted.script('/_api/iam/authentication/v2/login', {
      status: 200,
      body: {
        state: 'SUCCESS',
        sessionToken: 'session-1',
        identity: {
          id: 'identity-1',
          createdDate: '2026-01-02T03:04:05.000Z',
          updatedDate: '2026-02-03T04:05:06.000Z',
          identityProfile: {
            customFields: [
              { name: 'limit', value: { numValue: 'Infinity' } },
              { name: 'visited', value: { dateValue: '2025-12-24T18:00:00Z' } },
            ],
          },
        },
        additionalData: {
          lastSeen: { dateValue: '2026-03-01T00:00:00Z' },
          score: { numValue: 'NaN' },
          note: { strValue: 'hello' },
        },
      },
    });
    const client = createClient({ clientId: 'c', apiBase: scripted.url, tokenStorage: memoryTokenStorage() });
    const result = await client.auth.login(ADA);
    expect(result.identity?.createdDate).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    expect(result.identity?.updatedDate).toEqual(new Date('2026-02-03T04:05:06.000Z'));
    expect(result.identity?.identityProfile?.customFields).toEqual([
      { name: 'limit', value: { numValue: Number.POSITIVE_INFINITY } },
      { name: 'visited', value: { dateValue: new Date('2025-12-24T18:00:00Z') } },
    ]);
    expect(result.additionalData).toEqual({
      lastSeen: { dateValue: new Date('2026-03-01T00:00:00Z') },
      score: { numValue: Number.NaN },
      note: { strValue: 'hello' },
    });
  });
});
