// /_hosted/verify: the code step of a paused sign-in (e-mail verification or a second factor's code).
import type { Route } from '../http/router.ts';
import { completeStep, resendCode } from '../identity/flows.ts';
import { requiredString } from '../identity/input.ts';
import type { Platform } from '../platform.ts';
import { errorPage, esc, field, hidden, jsonForm, page } from './html.ts';
import { afterState, forPerson, safeNext } from './outcome.ts';

/** Where the code of each second factor is (PUSH is answered on the phone, not here). */
const SIGN_IN_CODE_SENT: Record<string, string> = {
  EMAIL: 'We sent your sign-in code to {email}.',
  SMS: 'We texted your sign-in code to your phone.',
  CALL: 'We are calling your phone with your sign-in code.',
  TOTP: 'Enter the code your authenticator app shows.',
};

export function stepRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'GET',
      path: '/_hosted/verify',
      handler: (ctx) => {
        const stateToken = ctx.query.get('stateToken') ?? '';
        const next = safeNext(ctx.query.get('next'));
        const ticket = platform.identity.tickets.stateTicket(stateToken);
        if (!ticket)
          return errorPage(platform.config, 400, 'This step has expired', 'Start signing in again.');
        const member = platform.identity.members.byId(ticket.memberId);
        const sent =
          ticket.step !== 'MFA'
            ? `We sent a code to confirm your e-mail address to ${member?.email}.`
            : (SIGN_IN_CODE_SENT[ticket.factor ?? 'EMAIL'] ?? '').replace('{email}', member?.email ?? '');
        return page(
          platform.config,
          ticket.step === 'MFA' ? 'Enter your sign-in code' : 'Confirm your e-mail',
          `<p>${esc(sent)}</p>` +
            jsonForm(
              '/_hosted/verify',
              hidden('stateToken', stateToken) +
                hidden('next', next) +
                field(
                  'code',
                  'Code',
                  'text',
                  'one-time-code',
                  'required inputmode="numeric" pattern="[0-9]{6}"',
                ),
              'Continue',
              '<button type="submit" class="secondary" formaction="/_hosted/verify/resend" formnovalidate>Send a new code</button>',
            ),
        );
      },
    },
    {
      method: 'POST',
      path: '/_hosted/verify',
      handler: (ctx) =>
        forPerson(() => {
          const next = safeNext(ctx.payload.next);
          const stateToken = requiredString(ctx.payload, 'stateToken');
          const step = platform.identity.tickets.stateTicket(stateToken)?.step ?? 'EMAIL_VERIFICATION';
          const answer = completeStep(platform, step, stateToken, requiredString(ctx.payload, 'code'));
          return afterState(platform, ctx, answer, next);
        }),
    },
    {
      method: 'POST',
      path: '/_hosted/verify/resend',
      handler: (ctx) => {
        resendCode(platform, requiredString(ctx.payload, 'stateToken'));
        return { message: 'A new code is on its way.' };
      },
    },
  ];
}
