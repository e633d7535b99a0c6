import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compressBody } from './http/compress.ts';
import { conversionOf, withConversion } from './http/currency.ts';
import { applicationError, PlatformError } from './http/errors.ts';
import type { Faults } from './http/faults.ts';
import { carriesControlToken, wantsControlToken } from './http/guard.ts';
import { bodyPayload, queryPayload } from './http/payload.ts';
import { isRawReply, type RequestContext, type Router } from './http/router.ts';

/** Bodies above this are refused with 413, before they are parsed. */
const MAX_BODY_BYTES = 1_048_576;

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, x-wix-bi-gateway, x-wix-consistent, x-wix-currency',
  'access-control-expose-headers': 'x-wix-request-id',
  'access-control-max-age': '600',
};

export interface ServerOptions {
  router: Router;
  faults: Faults;
  /** Browser origins allowed to call the API (CORS). */
  corsOriginAllowed(origin: string): boolean;
  /**
   * Runs after every handler, whether it answered or threw, before the answer goes out: saves what the
   * request changed, so no handler has to say that it changed something.
   */
  afterHandler(): void;
  /** Waits `ms` before an answer when faults ask for latency. */
  delay(ms: number): Promise<void>;
  /** Whether a Host header names this emulator (http/guard.ts: no DNS rebinding). */
  hostAllowed(host: string): boolean;
  /** The token of this run, which the control endpoints want (http/guard.ts). */
  controlToken: string;
  /** The currencies a request may ask for with `x-wix-currency` (http/currency.ts). */
  currencyRates: Readonly<Record<string, number>>;
}

export function createPlatformServer({
  router,
  faults,
  corsOriginAllowed,
  afterHandler,
  delay,
  hostAllowed,
  controlToken,
  currencyRates,
}: ServerOptions): Server {
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A bug in a handler must still answer in the platform's shape rather than hang the caller.
      if (!res.headersSent) sendJson(res, 500, { message: 'System error occurred', details: {} });
      console.error('[platform] unhandled', error);
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    res.setHeader('x-wix-request-id', requestId);
    // Before anything is read or answered: a name this emulator does not listen on is a rebound one.
    const host = (req.headers.host ?? '').toLowerCase();
    if (!hostAllowed(host)) {
      sendJson(res, 421, {
        message: `This emulator does not answer for the host ${JSON.stringify(host)}`,
        details: {
          applicationError: {
            code: 'HOST_NOT_ALLOWED',
            description:
              'Only 127.0.0.1, localhost and [::1] with its port, and the names given with --host, are answered',
            data: {},
          },
        },
      });
      return;
    }
    const origin = req.headers.origin;
    if (origin && corsOriginAllowed(origin)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'Origin');
      for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    }
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://${host}`);
    const path = url.pathname;
    const control = path.startsWith('/_emulator/');
    const controlAccess = carriesControlToken(controlToken, req.headers, method, url);
    if (wantsControlToken(path) && !controlAccess) {
      sendJson(res, 401, {
        message: 'The emulator’s control endpoints want the token it printed at start',
        details: {
          applicationError: {
            code: 'EMULATOR_TOKEN_REQUIRED',
            description:
              'Send the token printed at start (`control token: …`) as the x-emulator-token header',
            data: {},
          },
        },
      });
      return;
    }

    const settings = faults.settings;
    if (!control && settings.latencyMs > 0) await delay(settings.latencyMs);
    const fault = control ? { kind: 'none' as const } : faults.decide(method, path);
    if (fault.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault.kind === 'status' && !fault.afterHandling) {
      sendFault(res, fault);
      return;
    }

    try {
      const { route, params, methods } = router.match(method, path);
      if (!route) {
        throw methods.length > 0
          ? applicationError(
              405,
              'METHOD_NOT_ALLOWED',
              `${method} is not allowed on ${path}; use ${methods.join(', ')}`,
            )
          : applicationError(404, 'NOT_FOUND', `No endpoint at ${method} ${path}`);
      }
      const payload =
        method === 'GET' || method === 'DELETE'
          ? queryPayload(url.searchParams)
          : bodyPayload(req.headers['content-type'], await readBody(req));
      const ctx: RequestContext = {
        method,
        path,
        params,
        query: url.searchParams,
        headers: req.headers,
        payload,
        authorization: req.headers.authorization,
        requestId,
        baseUrl: `http://${host}`,
        controlAccess,
        req,
        res,
      };
      let result: unknown;
      try {
        result = await withConversion(conversionOf(req.headers['x-wix-currency'], currencyRates), () =>
          route.handler(ctx),
        );
      } finally {
        afterHandler();
      }
      if (fault.kind === 'drop-after') {
        req.socket.destroy();
        return;
      }
      if (fault.kind === 'status') {
        sendFault(res, fault);
        return;
      }
      if (fault.kind === 'rewrite' && !isRawReply(result)) result = rewritten(result, fault.fields);
      if (isRawReply(result)) {
        if (result.handled) return;
        send(res, result.status, result.headers ?? {}, result.body ?? '');
      } else sendJson(res, 200, result ?? {});
    } catch (error) {
      if (error instanceof PlatformError) sendJson(res, error.status, error.body);
      else throw error;
    }
  }
}

/** A copy of a JSON answer with the fields at the dotted paths set (created where missing). */
function rewritten(result: unknown, fields: Record<string, unknown>): unknown {
  const copy = JSON.parse(JSON.stringify(result ?? {})) as Record<string, unknown>;
  for (const [path, value] of Object.entries(fields)) {
    const keys = path.split('.');
    // A control endpoint, but still: no path may reach a prototype.
    if (keys.some((key) => key === '__proto__' || key === 'constructor' || key === 'prototype')) continue;
    let at: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) {
      const existing = Object.hasOwn(at, key) ? at[key] : undefined;
      const next =
        typeof existing === 'object' && existing !== null ? (existing as Record<string, unknown>) : {};
      at[key] = next;
      at = next;
    }
    at[keys.at(-1) ?? path] = value;
  }
  return copy;
}

/** An injected error answer: the platform's error shape, or the HTML page a gateway in front of it sends. */
function sendFault(res: ServerResponse, fault: { status: number; body: 'platform' | 'html' }): void {
  if (fault.body === 'html') {
    res
      .writeHead(fault.status, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<html><head><title>${fault.status} Gateway error</title></head><body><h1>${fault.status}: the server did not answer</h1></body></html>`,
      );
    return;
  }
  sendJson(res, fault.status, {
    message: 'Injected fault',
    details: {
      applicationError: { code: `INJECTED_${fault.status}`, description: 'Injected fault', data: {} },
    },
  });
}

/** Writes an answer, compressed as the request accepts (http/compress.ts). */
function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: string | Buffer,
): void {
  const type = Object.entries(headers)
    .find(([name]) => name.toLowerCase() === 'content-type')?.[1]
    ?.toString();
  const compressed = compressBody(res.req.headers['accept-encoding'], type, body);
  const vary = [res.getHeader('vary'), compressed.headers.vary].filter(Boolean).join(', ');
  res
    .writeHead(status, { ...headers, ...compressed.headers, ...(vary ? { vary } : {}) })
    .end(compressed.body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(applicationError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${MAX_BODY_BYTES} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
