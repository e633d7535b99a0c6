// createClient: the whole client, the store client plus the rarer identity calls and merchant writes.
import * as extras from './auth/identity-extras.ts';
import { createAdminApi } from './catalog/admin.ts';
import { type ClientOptions, createCore, storeAuth, storeParts } from './store-client.ts';
import type { LoginStateResult } from './types/identity.ts';

export function createClient(options: ClientOptions) {
  const core = createCore(options);
  const auth = {
    ...storeAuth(core),
    verifyFactor: (p: extras.VerifyFactorParams, signal?: AbortSignal) =>
      extras.verifyFactor(core, p, signal),
    resendVerification: (state?: LoginStateResult, signal?: AbortSignal) =>
      extras.resendVerification(core, state, signal),
    startVerification: (identityId: string, signal?: AbortSignal) =>
      extras.startVerification(core, identityId, signal),
    sendPasswordResetEmail: (
      email: string,
      redirectUri: string,
      opts?: { language?: string; signal?: AbortSignal },
    ) => extras.sendPasswordResetEmail(core, email, redirectUri, opts),
    recover: (p: { recoveryToken: string; password: string }, signal?: AbortSignal) =>
      extras.recover(core, p, signal),
    sendActivationEmail: (p: Parameters<typeof extras.sendActivationEmail>[1], signal?: AbortSignal) =>
      extras.sendActivationEmail(core, p, signal),
    changePassword: (newPassword: string, signal?: AbortSignal) =>
      extras.changePassword(core, newPassword, signal),
    /** Elevated (apiKey): signs a member on by e-mail. */
    signOn: (p: extras.SignOnParams, signal?: AbortSignal) => extras.signOn(core, p, signal),
    /** GET /v1/callback, decoded. */
    callback: (p: { state: string; sessionToken: string }, signal?: AbortSignal) =>
      extras.callback(core, p, signal),
    /** GET /v1/logout (the platform's own logout page), decoded. */
    identityLogout: (postLogoutRedirectUri: string, signal?: AbortSignal) =>
      extras.identityLogout(core, postLogoutRedirectUri, signal),
  };
  return { auth, ...storeParts(core, options.cartApi), admin: createAdminApi(core) };
}

export type DropcartClient = ReturnType<typeof createClient>;
