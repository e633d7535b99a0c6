// POST /oauth2/token and `platform.tryIdentify`: the auth module owns every OAuth token.
import { validationError, violation } from '../http/errors.ts';
import { identityServices } from '../identity/services.ts';
import type { PlatformModule } from '../platform.ts';
import { anonymousGrant, authorizationCodeGrant, authorizedClientGrant, refreshGrant } from './grants.ts';
import { callerFrom } from './identify.ts';

const GRANTS = {
  anonymous: anonymousGrant,
  refresh_token: refreshGrant,
  authorization_code: authorizationCodeGrant,
  authorized_client: authorizedClientGrant,
} as const;

export const authModule: PlatformModule = (platform) => {
  const { tokens } = identityServices(platform);
  platform.tryIdentify = (ctx) => callerFrom(platform, tokens, ctx);
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
