// Events (protocol §9): everything passed to `platform.emitEvent` goes out as a signed webhook to each
// `config.webhookUrls` entry and on the `/_emulator/events` stream. Also checks for abandoned carts,
// on a timer and so also soon after the clock is moved.
import { STORES_APP_ID } from '../catalog/types.ts';
import type { PlatformModule } from '../platform.ts';
import { checkAbandonedCarts } from './abandon.ts';
import { webhookKeys } from './keys.ts';
import { EventStream } from './stream.ts';
import { type EventEnvelope, INSTANCE_ID, SITE_ID } from './types.ts';
import { deliverWebhooks } from './webhooks.ts';

/** How often carts are checked for abandonment (real time; the emulator clock may jump). */
const ABANDON_CHECK_MS = 200;

export const eventsModule: PlatformModule = (platform) => {
  webhookKeys(platform);
  const stream = new EventStream();
  platform.onEvent((eventType, body) => {
    const envelope: EventEnvelope = {
      data: JSON.stringify(body),
      instanceId: INSTANCE_ID,
      eventType,
      identity: JSON.stringify({ identityType: 'APP', appId: STORES_APP_ID }),
      accountInfo: { siteId: SITE_ID },
    };
    stream.publish(envelope);
    deliverWebhooks(platform, envelope);
  });

  const timer = setInterval(() => checkAbandonedCarts(platform, platform.baseUrl()), ABANDON_CHECK_MS);
  timer.unref();
  platform.onClose(() => clearInterval(timer));

  return [
    stream.route(),
    {
      method: 'GET',
      path: '/_emulator/public-key',
      handler: () => ({
        raw: true,
        status: 200,
        headers: { 'content-type': 'application/x-pem-file; charset=utf-8' },
        body: webhookKeys(platform).publicKey,
      }),
    },
    {
      method: 'POST',
      path: '/_emulator/abandoned-carts/check',
      handler: (ctx) => ({ abandoned: checkAbandonedCarts(platform, ctx.baseUrl) }),
    },
  ];
};
