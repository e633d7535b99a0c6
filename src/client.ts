// createClient: the whole client, the store client plus the rarer identity calls and merchant writes.
import type { AuthApi } from './auth/auth-api.ts';
import * as extras from './auth/identity-extras.ts';
import { type AdminApi, createAdminApi } from './catalog/admin.ts';
import { type ClientOptions, createCore, type StoreClient, storeAuth, storeParts } from './store-client.ts';

/** The whole client: StoreClient with the rarer identity calls in `auth`, and the merchant's `admin`. */
export interface DropcartClient extends Omit<StoreClient, 'auth'> {
  auth: AuthApi;
  /** Catalog writes and external login: needs the merchant API key (`apiKey`), server side only. */
  admin: AdminApi;
}

export function createClient(options: ClientOptions): DropcartClient {
  const core = createCore(options);
  const auth: AuthApi = {
    ...storeAuth(core),
    verifyFactor: (p, signal) => extras.verifyFactor(core, p, signal),
    resendVerification: (state, signal) => extras.resendVerification(core, state, signal),
    startVerification: (identityId, signal) => extras.startVerification(core, identityId, signal),
    sendPasswordResetEmail: (email, redirectUri, opts) =>
      extras.sendPasswordResetEmail(core, email, redirectUri, opts),
    recover: (p, signal) => extras.recover(core, p, signal),
    sendActivationEmail: (p, signal) => extras.sendActivationEmail(core, p, signal),
    changePassword: (newPassword, signal) => extras.changePassword(core, newPassword, signal),
    signOn: (p, signal) => extras.signOn(core, p, signal),
    callback: (p, signal) => extras.callback(core, p, signal),
    identityLogout: (postLogoutRedirectUri, signal) =>
      extras.identityLogout(core, postLogoutRedirectUri, signal),
  };
  return { auth, ...storeParts(core, options.cartApi), admin: createAdminApi(core) };
}
