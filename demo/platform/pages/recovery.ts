// /_hosted/forgot-password and /_hosted/reset-password: the mailed single-use link and the new-password form.
import type { Route } from '../http/router.ts';
import { requiredString } from '../identity/input.ts';
import { recoverPassword, sendRecoveryMail } from '../identity/recovery.ts';
import type { Platform } from '../platform.ts';
import { errorPage, field, hidden, jsonForm, page } from './html.ts';
import { afterState, forPerson, safeNext } from './outcome.ts';

export function recoveryPageRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'GET',
      path: '/_hosted/forgot-password',
      handler: (ctx) =>
        page(
          platform.config,
          'Reset your password',
          `<p>We will e-mail you a link to choose a new password.</p>` +
            jsonForm(
              '/_hosted/forgot-password',
              hidden('next', safeNext(ctx.query.get('next'))) + field('email', 'E-mail', 'email', 'email'),
              'Send link',
            ),
        ),
    },
    {
      method: 'POST',
      path: '/_hosted/forgot-password',
      handler: (ctx) =>
        forPerson(() => {
          const email = requiredString(ctx.payload, 'email');
          const member = platform.identity.members.byEmail(email);
          // The same answer whether or not the address is a member's.
          if (member) sendRecoveryMail(platform, member, ctx.baseUrl, undefined, 'password-reset');
          return { message: 'If that address belongs to a member, a link is on its way.' };
        }),
    },
    {
      method: 'GET',
      path: '/_hosted/reset-password',
      handler: (ctx) => {
        const token = ctx.query.get('token') ?? '';
        if (!platform.identity.tickets.recoveryTicket(token))
          return errorPage(
            platform.config,
            400,
            'This link has expired',
            'Reset links work once and for one hour. Ask for a new one.',
          );
        return page(
          platform.config,
          'Choose a new password',
          jsonForm(
            '/_hosted/reset-password',
            hidden('token', token) +
              field(
                'password',
                'New password (at least 6 characters)',
                'password',
                'new-password',
                'required minlength="6"',
              ),
            'Save password',
          ),
        );
      },
    },
    {
      method: 'POST',
      path: '/_hosted/reset-password',
      handler: (ctx) =>
        forPerson(() => {
          const { answer, redirectUrl } = recoverPassword(
            platform,
            requiredString(ctx.payload, 'token'),
            requiredString(ctx.payload, 'password'),
          );
          // redirectUrl was checked against the client's allowed origins when the mail was requested.
          return afterState(platform, ctx, answer, redirectUrl ?? '/_hosted/account/account-info');
        }),
    },
  ];
}
