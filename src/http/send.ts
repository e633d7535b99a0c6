import { SystemError } from '../errors/system-error.ts';
import { onDemand } from '../on-demand.ts';
import type { Platform } from '../platform.ts';
import { toJson } from './json.ts';
import { toQueryString } from './query-string.ts';
import { startDeadline } from './timeout.ts';

// How a refusal's body reads (to-call-error.ts) loads with the first answer that is not a 200: most visits
// never get one, and the widget's first cart would carry it for nothing (issue #32). A failed download
// (offline) leaves the answer a SystemError, as a failure with no usable body is anyway.
const callErrors = onDemand(() => import('./to-call-error.ts'));

/** Longest query string a GET may carry before a query endpoint switches to POST (protocol §2.3). */
export const MAX_GET_QUERY_LENGTH = 4000;

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface WireRequest {
  method: Method;
  /** Path with its service prefix, e.g. `/ecom/v1/carts/current`. */
  path: string;
  /** JSON body (POST/PATCH) or query payload (GET/DELETE). */
  payload?: Record<string, unknown> | undefined;
  /** Query endpoint: nested payloads go out as `.r=…` (protocol §2.2). */
  complex?: boolean;
  /** The endpoint accepts POST with a JSON body when the GET query string would exceed 4000 characters. */
  postFallback?: boolean;
  /** The raw header value: an access token, an API key, or `<token>,<apiKey>`; never `Bearer …`. */
  authorization?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Safe to repeat (a read): retried on failure, and never OUTCOME_UNKNOWN. @default method === 'GET' */
  idempotent?: boolean;
  /** Time limit of this attempt in ms; 0 or undefined: none. */
  timeoutMs?: number;
}

export const isIdempotent = (req: WireRequest): boolean => req.idempotent ?? req.method === 'GET';

/**
 * Sends one request; only status 200 is success. Failures become ApiError (the platform's verdict) or
 * SystemError (no answer, or a 5xx that says nothing: `TIMEOUT` when the time ran out, `OUTCOME_UNKNOWN`
 * when the request was a change). Never repeats.
 */
export async function send<T>(base: string, platform: Platform, req: WireRequest): Promise<T> {
  let method = req.method;
  let url = base.replace(/\/+$/, '') + req.path;
  let body: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const query = toQueryString(req.payload, req.complex);
    if (method === 'GET' && req.postFallback && query.length > MAX_GET_QUERY_LENGTH) {
      method = 'POST';
      body = toJson(req.payload ?? {});
    } else if (query) url += `?${query}`;
  } else body = toJson(req.payload ?? {});

  const headers: Record<string, string> = {};
  if (req.authorization !== undefined) headers.Authorization = req.authorization;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  const deadline = startDeadline(platform, req.timeoutMs, req.signal);
  init.signal = deadline.signal;
  const change = !isIdempotent(req);

  try {
    let res: Response;
    try {
      res = await platform.fetch(url, init);
    } catch (error) {
      throw deadline.noAnswer(error, undefined, change);
    }
    if (res.status !== 200) {
      const requestId = res.headers.get('x-wix-request-id') ?? undefined;
      throw await callErrors().then(
        ({ toCallError }) => toCallError(res, platform.now(), change),
        () => new SystemError(res.statusText || String(res.status), requestId, { outcomeUnknown: change }),
      );
    }
    try {
      return (await res.json()) as T;
    } catch (error) {
      throw deadline.noAnswer(error, res.headers.get('x-wix-request-id') ?? undefined, change);
    }
  } finally {
    deadline.clear();
  }
}
