// Register → EMAIL_VERIFICATION_REQUIRED → processVerification: the same requests as the official SDK.
import { createClient as createSdkClient, OAuthStrategy } from '@wix/sdk';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/index.ts';
import { recordingFetch } from '../client/support/client.ts';
import { usePlatform } from '../support/platform.ts';
import { redirectFetchTo } from '../support/sdk-fetch.ts';

const platform = usePlatform({ config: { requireEmailVerification: true } });
const realFetch = globalThis.fetch;

const codeFor = (email: string) =>
  platform.current.outbox().findLast((m) => m.to === email && m.data.kind === 'email-verification')?.data
    .code ?? '';

describe('e-mail verification', () => {
  it('sends the same verify body and reaches the same state', async () => {
    const sdkEmail = `sdk-v-${Date.now()}@example.com`;
    const redirect = redirectFetchTo(platform.current.url);
    let sdkStates: string[];
    try {
      const sdk = createSdkClient({ modules: {}, auth: OAuthStrategy({ clientId: 'demo' }) });
      const registered = await sdk.auth.register({ email: sdkEmail, password: 'a-good-password-1' });
      const verified = await sdk.auth.processVerification({ verificationCode: codeFor(sdkEmail) });
      sdkStates = [registered.loginState, verified.loginState];
    } finally {
      redirect.restore();
    }
    const ourEmail = `ours-v-${Date.now()}@example.com`;
    const recorder = recordingFetch(realFetch);
    const client = createClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      platform: { fetch: recorder.fetch },
    });
    const registered = await client.auth.register({ email: ourEmail, password: 'a-good-password-1' });
    const verified = await client.auth.processVerification({ verificationCode: codeFor(ourEmail) });
    expect([registered.loginState, verified.loginState]).toEqual(sdkStates);
    expect(sdkStates).toEqual(['EMAIL_VERIFICATION_REQUIRED', 'SUCCESS']);

    const verifyPath = '/_api/iam/verification/v1/auth/verify';
    const sdkVerify = redirect.requests.find((r) => r.path === verifyPath);
    const ourVerify = recorder.requests.find((r) => r.path === verifyPath);
    expect(Object.keys(ourVerify?.body as object).sort()).toEqual(
      Object.keys(sdkVerify?.body as object).sort(),
    );
    expect(ourVerify?.method).toBe(sdkVerify?.method);
    expect(ourVerify?.authorization?.includes(',')).toBe(sdkVerify?.authorization?.includes(','));
    expect(recorder.requests.map((r) => [r.method, r.path])).toEqual(
      redirect.requests.map((r) => [r.method, r.path]),
    );
  });
});
