// Where every platform event goes (protocol §9.1): the `/_emulator/events` stream (to a browser, only what
// every visitor may see: public.ts), and a signed webhook to each `config.webhookUrls` entry. Built once at start (index.ts); `platform.emitEvent` is its `emit`.
import { STORES_APP_ID } from '../catalog/types.ts';
import type { PlatformConfig, Timers } from '../platform.ts';
import type { StateStore } from '../state/store.ts';
import { visibleToVisitors } from './public.ts';
import { EventStream } from './stream.ts';
import { type EventEnvelope, INSTANCE_ID, SITE_ID } from './types.ts';
import { deliverWebhooks } from './webhooks.ts';

export interface EventHub {
  /** The server-sent event stream, served by the events module. */
  readonly stream: EventStream;
  emit(eventType: string, body: Record<string, unknown>): void;
}

export function createEventHub(config: PlatformConfig, state: StateStore, timers: Timers): EventHub {
  const stream = new EventStream(timers);
  return {
    stream,
    emit(eventType, body) {
      const envelope: EventEnvelope = {
        data: JSON.stringify(body),
        instanceId: INSTANCE_ID,
        eventType,
        identity: JSON.stringify({ identityType: 'APP', appId: STORES_APP_ID }),
        accountInfo: { siteId: SITE_ID },
      };
      stream.publish(envelope, visibleToVisitors(eventType, body));
      deliverWebhooks(config.webhookUrls, state, envelope);
    },
  };
}
