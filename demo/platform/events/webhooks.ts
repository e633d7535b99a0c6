// Delivers each event to every `config.webhookUrls` entry as the platform does (protocol §9.1): the whole
// request body is a JWT whose `data` claim is the JSON envelope. Failures are logged and dropped: a
// receiver that is down must not break the request that caused the event.
import type { StateStore } from '../state/store.ts';
import { signJwt, webhookKeys } from './keys.ts';
import type { EventEnvelope } from './types.ts';

/** How long a receiver may take before the delivery is given up. */
const DELIVERY_TIMEOUT_MS = 5000;

function webhookJwt(state: StateStore, envelope: EventEnvelope): string {
  // Real time, not the emulator clock: receivers reject tokens issued in their future.
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ data: JSON.stringify(envelope), iat }, webhookKeys(state).privateKey);
}

export function deliverWebhooks(urls: readonly string[], state: StateStore, envelope: EventEnvelope): void {
  if (!urls.length) return;
  const jwt = webhookJwt(state, envelope);
  for (const url of urls)
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: jwt,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    }).catch((error: unknown) => {
      console.warn(`[platform] webhook to ${url} failed: ${(error as Error).message}`);
    });
}
