// The identity calls a storefront makes rarely: signing in and registering, verification and recovery, the
// hosted and silent sign-in flows and logout. client-auth.ts loads this module on the first such call, so a
// page that only shows a cart never downloads them (design.md §4).

export { login, processVerification, register } from './identity.ts';
export {
  callback,
  changePassword,
  identityLogout,
  recover,
  resendVerification,
  sendActivationEmail,
  sendPasswordResetEmail,
  startVerification,
  verifyFactor,
} from './identity-extras.ts';
export { generateOAuthData, getAuthUrl, getMemberTokens, logout } from './oauth.ts';
export { getMemberTokensForDirectLogin, getMemberTokensSilently } from './silent-iframe.ts';
