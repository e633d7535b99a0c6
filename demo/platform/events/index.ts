// Events (protocol §9): the `/_emulator/events` stream of everything passed to `platform.emitEvent` (hub.ts),
// the webhooks' public key, and the abandoned-cart check on demand. The check also runs on a timer and
// whenever the clock is moved (index.ts).
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { checkAbandonedCarts } from './abandon.ts';
import { commerceEventRoutes } from './commerce-control.ts';
import { webhookKeys } from './keys.ts';
import type { EventStream } from './stream.ts';

export const eventsModule = (platform: Platform, stream: EventStream): Route[] => [
  stream.route(),
  {
    method: 'GET',
    path: '/_emulator/public-key',
    handler: () => ({
      raw: true,
      status: 200,
      headers: { 'content-type': 'application/x-pem-file; charset=utf-8' },
      body: webhookKeys(platform.state).publicKey,
    }),
  },
  {
    method: 'POST',
    path: '/_emulator/abandoned-carts/check',
    handler: (ctx) => ({ abandoned: checkAbandonedCarts(platform, ctx.baseUrl) }),
  },
  ...commerceEventRoutes(platform),
];
