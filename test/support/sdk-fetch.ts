// Runs the official SDK unchanged against the emulator (protocol §13): every https://*.wixapis.com
// request is rewritten to the emulator, anything else that is not loopback is refused, and each request
// is recorded so that tests can compare what the SDK sent with what our client sends.

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/ecom/v1/carts/current`. */
  url: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface FetchRedirect {
  readonly requests: RecordedRequest[];
  restore(): void;
}

const WIX_HOST = /^https:\/\/[a-z0-9.-]*wixapis\.com$/;
const LOOPBACK = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;

export function redirectFetchTo(baseUrl: string): FetchRedirect {
  const original = globalThis.fetch;
  const requests: RecordedRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!WIX_HOST.test(url.origin) && !LOOPBACK.test(url.origin))
      throw new Error(`Refused a request that would leave this machine: ${url.origin}`);
    const target = WIX_HOST.test(url.origin) ? new URL(url.pathname + url.search, baseUrl) : url;
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    requests.push({
      method: request.method,
      url: url.pathname + url.search,
      path: url.pathname,
      authorization: request.headers.get('authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return original(target, {
      method: request.method,
      headers: request.headers,
      ...(text ? { body: text } : {}),
      signal: request.signal,
    });
  };
  return {
    requests,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
