// POST /oauth2/token: the four grants. (Who a token stands for, `platform.identify`, is answered from the same
// token store: identify.ts, wired in index.ts.)
import { validationError, violation } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import {
  anonymousGrant,
  authorizationCodeGrant,
  authorizedClientGrant,
  type GrantDeps,
  refreshGrant,
} from './grants.ts';

const GRANTS = {
  anonymous: anonymousGrant,
  refresh_token: refreshGrant,
  authorization_code: authorizationCodeGrant,
  authorized_client: authorizedClientGrant,
} as const;

export const authModule = (platform: GrantDeps): Route[] => {
  return [
    {
      method: 'POST',
      path: '/oauth2/token',
      handler: (ctx) => {
        // The SDK sends camelCase grantType, external login snake_case grant_type (§4.1).
        const grantType = ctx.payload.grantType ?? ctx.payload.grant_type;
        if (typeof grantType !== 'string' || !Object.hasOwn(GRANTS, grantType))
          throw validationError([
            violation(
              'grantType',
              `must be one of ${Object.keys(GRANTS).join(', ')}; got ${JSON.stringify(grantType)}`,
              grantType === undefined ? 'REQUIRED_FIELD' : 'INVALID_ENUM_VALUE',
            ),
          ]);
        return GRANTS[grantType as keyof typeof GRANTS](platform, ctx);
      },
    },
  ];
};
