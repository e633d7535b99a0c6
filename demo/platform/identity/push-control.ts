// `POST /_emulator/push {transactionId, approve}`: what the member's phone does with a push notification
// (the outbox shows the notification and its `data.transactionId`). Behind the control token like every
// `/_emulator/…` endpoint, since approving is signing someone in.
import { applicationError } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { optionalBoolean, requiredString } from './input.ts';

export const pushControlRoutes = (platform: Pick<Platform, 'identity'>): Route[] => [
  {
    method: 'POST',
    path: '/_emulator/push',
    handler: (ctx) => {
      const transactionId = requiredString(ctx.payload, 'transactionId');
      const approve = optionalBoolean(ctx.payload, 'approve') ?? true;
      if (!platform.identity.tickets.decidePush(transactionId, approve))
        throw applicationError(404, 'NO_PENDING_PUSH', 'No sign-in waits for this push notification');
      return { transactionId, approved: approve };
    },
  },
];
