import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/** What a handler sees of one request. `payload` is the JSON body, the `.r` query or the simple query. */
export interface RequestContext {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly payload: Record<string, unknown>;
  /** The raw Authorization header: the platform sends the token with no `Bearer ` prefix. */
  readonly authorization: string | undefined;
  readonly requestId: string;
  /** This emulator's own base URL, e.g. `http://127.0.0.1:4010`, for links to its hosted pages. */
  readonly baseUrl: string;
  /** Whether the request carries this run's control token (http/guard.ts). */
  readonly controlAccess: boolean;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
}

/** A non-JSON answer: hosted HTML pages, redirects, server-sent events. */
export interface RawReply {
  readonly raw: true;
  status: number;
  headers?: Record<string, string | string[]>;
  body?: string;
  /** Set when the handler wrote to `ctx.res` itself (streams). */
  handled?: boolean;
}

export type Handler = (ctx: RequestContext) => unknown | Promise<unknown>;

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A path with `:name` segments, e.g. `/stores-reader/v1/products/:id`. */
  path: string;
  handler: Handler;
}

export const html = (body: string, status = 200, headers: Record<string, string> = {}): RawReply => ({
  raw: true,
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

export const redirect = (location: string, headers: Record<string, string | string[]> = {}): RawReply => ({
  raw: true,
  status: 302,
  headers: { location, ...headers },
  body: '',
});

export const isRawReply = (value: unknown): value is RawReply =>
  typeof value === 'object' && value !== null && (value as { raw?: unknown }).raw === true;

interface CompiledRoute extends Route {
  segments: string[];
}

export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(...routes: Route[]): void {
    for (const route of routes) this.routes.push({ ...route, segments: route.path.split('/').slice(1) });
  }

  /** The matching route and its decoded params; `methods` lists what the path allows when the method does not. */
  match(method: string, path: string): { route?: Route; params: Record<string, string>; methods: string[] } {
    const parts = path.split('/').slice(1);
    const methods: string[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { route, params, methods };
      methods.push(route.method);
    }
    return { params: {}, methods };
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = parts[i]!;
    if (want.startsWith(':')) {
      if (got === '') return undefined;
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return undefined;
      }
    } else if (want !== got) return undefined;
  }
  return params;
}
