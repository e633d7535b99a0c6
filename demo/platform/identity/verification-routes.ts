// `/_api/iam/verification/…` (§4.6, §12): verify and resend the e-mail code of a paused sign-in, and start a
// verification for an existing identity.
import { forbidden } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { memberIdNotFound } from './errors.ts';
import { completeStep, resendCode } from './flows.ts';
import { oneOf, requiredString } from './input.ts';
import { mailVerificationCode } from './mail.ts';

const PREFIX = '/_api/iam/verification';

export function verificationRoutes(platform: Platform): Route[] {
  const start = (ctx: RequestContext) => {
    const identityId = requiredString(ctx.payload, 'identityId');
    oneOf(ctx.payload, 'target', ['EMAIL'] as const, 'EMAIL');
    const caller = platform.identify(ctx);
    if (caller.kind === 'visitor' || (caller.kind === 'member' && caller.memberId !== identityId))
      throw forbidden('Only the member themself or the merchant can start a verification');
    const services = platform.identity;
    const member = services.members.byId(identityId);
    if (!member) throw memberIdNotFound(identityId);
    const { token, code } = services.tickets.issueState('EMAIL_VERIFICATION', member.id, undefined);
    mailVerificationCode(platform, member, code);
    return { stateToken: token };
  };
  return [
    { method: 'POST', path: `${PREFIX}/v1/Start`, handler: start },
    { method: 'POST', path: `${PREFIX}/v1/start`, handler: start },
    {
      method: 'POST',
      path: `${PREFIX}/v1/auth/verify`,
      handler: (ctx) =>
        completeStep(
          platform,
          'EMAIL_VERIFICATION',
          requiredString(ctx.payload, 'stateToken'),
          requiredString(ctx.payload, 'code'),
        ),
    },
    {
      method: 'POST',
      path: `${PREFIX}/v1/auth/resend`,
      handler: (ctx) => {
        resendCode(platform, requiredString(ctx.payload, 'stateToken'));
        return {};
      },
    },
  ];
}
