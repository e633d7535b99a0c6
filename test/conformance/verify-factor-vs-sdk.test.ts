// The second-factor verify of each factor type (seed §7 `POST /v2/{factorType}/verify`) against the official
// SDK's declaration of that request. @wix/auto_sdk_identity_authentication 1.0.61 declares `VerifyRequest`
// and each factor's data type but exports no function that sends it, so there is no SDK call to record:
// our recorded bodies are checked against the declared fields, read from the package's own typings file at
// run time, and our parameter types against the same types at compile time (`tsc`, which npm test runs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Sdk from '@wix/auto_sdk_identity_authentication/meta';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { MARY_TOTP_SECRET } from '../../demo/platform/identity/seed.ts';
import { base32Decode, totp } from '../../demo/platform/identity/totp.ts';
import { createClient, type FactorType, type VerifyFactorParams } from '../../src/index.ts';
import { recordingFetch } from '../client/support/client.ts';
import { control, usePlatform } from '../support/platform.ts';

const platform = usePlatform();
const PHONE = '+15550101921';

/** The package's wire types (meta.d.mts), as text. */
const TYPINGS = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@wix/auto_sdk_identity_authentication/package.json')),
    'build/es/meta.d.mts',
  ),
  'utf8',
);

/** The body of `interface <name>` in the SDK's typings. */
function declared(name: string): string {
  const body = new RegExp(`\\ninterface ${name}(?: extends [\\w, ]+)? \\{\\n([\\s\\S]*?)\\n\\}`).exec(
    TYPINGS,
  )?.[1];
  if (!body) throw new Error(`the SDK's typings declare no interface ${name}`);
  return body;
}

const declaredFields = (name: string): string[] =>
  [...declared(name).matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1] ?? '');

/** The type each data field of `VerifyRequest` has (`smsData` → `SmsVerifyData`). */
function dataTypeOf(field: string): string {
  const type = new RegExp(`^ {4}${field}\\?: (\\w+);`, 'm').exec(declared('VerifyRequest'))?.[1];
  if (!type) throw new Error(`VerifyRequest declares no ${field}`);
  return type;
}

/** A sign-in of Mary (every factor) paused for its second factor, and the requests our client made. */
async function paused() {
  const recorder = recordingFetch(globalThis.fetch);
  const client = createClient({
    clientId: 'demo',
    apiBase: platform.current.url,
    platform: { fetch: recorder.fetch },
  });
  const login = await client.auth.login({ email: 'mary@example.com', password: 'jackson-1921' });
  return { client, stateToken: login.data?.stateToken ?? '', requests: recorder.requests };
}

const latestCode = (to: string) => platform.current.outbox().findLast((m) => m.to === to)?.data.code ?? '';

/** What each factor sends once the member has its answer, as our client is asked for it. */
const ANSWERS: Record<
  Exclude<FactorType, 'PASSWORD'>,
  (challenge: { transactionId?: string }) => Promise<object>
> = {
  SMS: async () => ({ smsData: { code: latestCode(PHONE) } }),
  CALL: async () => ({ callData: { code: latestCode(PHONE) } }),
  EMAIL: async () => ({ emailData: { code: latestCode('mary@example.com') } }),
  TOTP: async () => ({
    totpData: { code: totp(base32Decode(MARY_TOTP_SECRET), platform.current.platform.now()) },
  }),
  PUSH: async ({ transactionId = '' }) => {
    await control(platform.current.url, '/_emulator/push', { transactionId });
    return { pushData: { transactionId } };
  },
};

describe('verify, per factor, as the SDK declares it', () => {
  it('our parameters are the SDK’s fields, with the SDK’s types', () => {
    type Ours = Omit<VerifyFactorParams, 'factorType'>;
    expectTypeOf<Exclude<keyof Ours, keyof Sdk.VerifyRequestOriginal>>().toBeNever();
    expectTypeOf<NonNullable<Ours['smsData']>>().toExtend<Sdk.SmsVerifyDataOriginal>();
    expectTypeOf<NonNullable<Ours['callData']>>().toExtend<Sdk.CallVerifyDataOriginal>();
    expectTypeOf<NonNullable<Ours['emailData']>>().toExtend<Sdk.ExternalEmailVerifyDataOriginal>();
    expectTypeOf<NonNullable<Ours['totpData']>>().toExtend<Sdk.TotpVerifyDataOriginal>();
    expectTypeOf<NonNullable<Ours['pushData']>>().toExtend<Sdk.PushVerifyDataOriginal>();
    expectTypeOf<Exclude<FactorType, Sdk.FactorTypeWithLiteralsOriginal>>().toBeNever();
  });

  it.each(Object.keys(ANSWERS) as Array<keyof typeof ANSWERS>)(
    '%s: the path names the factor, the body only the SDK’s fields, and the member is signed in',
    async (factorType) => {
      const { client, stateToken, requests } = await paused();
      const asked = await client.auth.verifyFactor({ factorType, stateToken });
      const answer = (await ANSWERS[factorType](asked.mfa ?? {})) as Partial<VerifyFactorParams>;
      const done = await client.auth.verifyFactor({
        factorType,
        stateToken,
        rememberThisDevice: true,
        ...answer,
      });
      expect(done.loginState).toBe('SUCCESS');

      const verifies = requests.filter((r) => r.path.endsWith('/verify'));
      expect(verifies.map((r) => [r.method, r.path])).toEqual(
        Array(2).fill(['POST', `/_api/iam/authentication/v2/${factorType.toLowerCase()}/verify`]),
      );
      const [ask, last] = verifies.map((r) => r.body as Record<string, unknown>);
      const requestFields = declaredFields('VerifyRequest');
      expect(ask).toEqual({ stateToken });
      for (const field of Object.keys(last ?? {})) expect(requestFields).toContain(field);
      const dataField = Object.keys(answer)[0] ?? '';
      expect(Object.keys(last ?? {}).sort()).toEqual(['rememberThisDevice', 'stateToken', dataField].sort());
      const dataFields = declaredFields(dataTypeOf(dataField));
      for (const field of Object.keys(last?.[dataField] as object)) expect(dataFields).toContain(field);
    },
  );
});
