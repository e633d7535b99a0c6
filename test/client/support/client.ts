// Builds a client against the in-process emulator, with a fetch wrapper that records every request the
// client makes (and still calls the real fetch), so tests can count token requests and read bodies.
import { type AdminClientOptions, createAdminClient } from '../../../src/admin.ts';
import { type ClientOptions, createClient } from '../../../src/index.ts';

export interface Recorded {
  method: string;
  path: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  /** Every header, by lower-case name. */
  headers: Record<string, string>;
  body: unknown;
}

/** @param base the fetch that really sends; @default the global fetch at the time of each call */
export function recordingFetch(base?: typeof fetch): { fetch: typeof fetch; requests: Recorded[] } {
  const requests: Recorded[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = init?.body === undefined ? '' : String(init.body);
    requests.push({
      method: request.method,
      path: url.pathname,
      url: url.pathname + url.search,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      headers: Object.fromEntries(request.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return (base ?? fetch)(input, init);
  };
  return { fetch: wrapped, requests };
}

export function emulatorClient(apiBase: string, options: Partial<ClientOptions> = {}) {
  const recorder = recordingFetch();
  const client = createClient({
    clientId: 'demo',
    apiBase,
    ...options,
    platform: { fetch: recorder.fetch, ...options.platform },
  });
  const tokenRequests = () => recorder.requests.filter((r) => r.path === '/oauth2/token');
  return { client, requests: recorder.requests, tokenRequests };
}

/** The merchant's client (`dropcart/admin`) against the emulator, with the seeded API key by default. */
export function emulatorAdminClient(apiBase: string, options: Partial<AdminClientOptions> = {}) {
  const recorder = recordingFetch();
  const client = createAdminClient({
    clientId: 'demo',
    apiBase,
    apiKey: 'demo-admin-key',
    ...options,
    platform: { fetch: recorder.fetch, ...options.platform },
  });
  const tokenRequests = () => recorder.requests.filter((r) => r.path === '/oauth2/token');
  return { client, requests: recorder.requests, tokenRequests };
}

export const ADA = { email: 'ada@example.com', password: 'lovelace-1815' };
export const GRACE = { email: 'grace@example.com', password: 'hopper-1906' };
