import type { SessionCore } from '../auth/session.ts';
import { REDIRECTS } from '../http/prefixes.ts';
import type { RedirectSession, RedirectSessionRequest } from '../types/redirects.ts';

/** `client.redirects`. */
export interface RedirectsApi {
  /** A URL on the platform's hosted pages (checkout, login, member account…): navigate to its `fullUrl`. */
  createRedirectSession(
    request: RedirectSessionRequest,
    signal?: AbortSignal,
  ): Promise<{ redirectSession: RedirectSession }>;
}

/** The keys the platform takes (protocol §5); anything else in the request is left out, as the SDK does. */
const INTENT_KEYS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
  'callbacks',
  'preferences',
  'origin',
] as const;

/** POST /_api/redirects-api/v1/redirect-session: a URL on the platform's hosted pages (checkout, login, …). */
export async function createRedirectSession(
  core: SessionCore,
  request: RedirectSessionRequest,
  signal?: AbortSignal,
): Promise<{ redirectSession: RedirectSession }> {
  const payload: Record<string, unknown> = {};
  const source = request as Record<string, unknown>;
  for (const key of INTENT_KEYS) if (source[key] !== undefined) payload[key] = source[key];
  return core.call({ method: 'POST', path: `${REDIRECTS}/v1/redirect-session`, payload, signal });
}
