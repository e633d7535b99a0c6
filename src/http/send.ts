import { SystemError } from '../errors/system-error.ts';
import type { Platform } from '../platform.ts';
import { toQueryString } from './query-string.ts';
import { toApiError } from './to-api-error.ts';

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
}

/** Sends one request; only status 200 is success. Failures become ApiError (an answer) or SystemError (none). */
export async function send<T>(base: string, platform: Platform, req: WireRequest): Promise<T> {
  let method = req.method;
  let url = base.replace(/\/+$/, '') + req.path;
  let body: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const query = toQueryString(req.payload, req.complex);
    if (method === 'GET' && req.postFallback && query.length > MAX_GET_QUERY_LENGTH) {
      method = 'POST';
      body = JSON.stringify(req.payload ?? {});
    } else if (query) url += `?${query}`;
  } else body = JSON.stringify(req.payload ?? {});

  const headers: Record<string, string> = {};
  if (req.authorization !== undefined) headers.Authorization = req.authorization;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  if (req.signal) init.signal = req.signal;

  let res: Response;
  try {
    res = await platform.fetch(url, init);
  } catch (error) {
    if (req.signal?.aborted) throw req.signal.reason;
    throw new SystemError(error);
  }
  if (res.status !== 200) throw await toApiError(res);
  try {
    return (await res.json()) as T;
  } catch (error) {
    if (req.signal?.aborted) throw req.signal.reason;
    throw new SystemError(error, res.headers.get('x-wix-request-id') ?? undefined);
  }
}
