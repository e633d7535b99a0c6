// `/_api/iam/recovery/…` (§4.6, §12): recovery mail, activation mail, and setting the password from the link.

import { requireAllowedUrl, requireClient } from '../auth/clients.ts';
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { memberIdNotFound } from './errors.ts';
import { objectAt, optionalString, requiredString } from './input.ts';
import { recoverPassword, sendRecoveryMail } from './recovery.ts';

const PREFIX = '/_api/iam/recovery';

export function recoveryRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'POST',
      path: `${PREFIX}/v1/send-email`,
      handler: (ctx) => {
        const email = requiredString(ctx.payload, 'email');
        const redirect = objectAt(ctx.payload, 'redirect');
        const url = optionalString(redirect, 'url', 'redirect.url');
        const clientId = optionalString(redirect, 'clientId', 'redirect.clientId');
        const clients = clientId ? [requireClient(platform.config, clientId)] : platform.config.clients;
        if (url) requireAllowedUrl(clients, url, 'redirect.url');
        const member = platform.identity.members.byEmail(email);
        // An unknown address answers the same as a known one, so the endpoint cannot probe who is a member.
        if (member) sendRecoveryMail(platform, member, ctx.baseUrl, url, 'password-reset');
        return {};
      },
    },
    {
      method: 'POST',
      path: `${PREFIX}/v1/activation-email`,
      handler: (ctx) => {
        const identityId = requiredString(ctx.payload, 'identityId');
        const member = platform.identity.members.byId(identityId);
        if (!member) throw memberIdNotFound(identityId);
        sendRecoveryMail(platform, member, ctx.baseUrl, undefined, 'activation');
        return {};
      },
    },
    {
      method: 'POST',
      path: `${PREFIX}/v1/recover`,
      handler: (ctx) =>
        recoverPassword(
          platform,
          requiredString(ctx.payload, 'recoveryToken'),
          requiredString(ctx.payload, 'password'),
        ).answer,
    },
  ];
}
