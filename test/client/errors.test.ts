import { describe, expect, it } from 'vitest';
import { requestTokens } from '../../src/auth/token-endpoint.ts';
import { send } from '../../src/http/send.ts';
import {
  ApiError,
  DropcartError,
  isApiError,
  isSystemError,
  isTokenRequestError,
  SystemError,
  type TokenRequestError,
} from '../../src/index.ts';
import { resolvePlatform } from '../../src/platform.ts';
import { useAnsweringServer } from './support/answering-server.ts';

const json = (value: unknown) => JSON.stringify(value);
const ID = { 'x-wix-request-id': 'req-42', 'content-type': 'application/json' };

const server = useAnsweringServer({
  '/validation': {
    status: 400,
    headers: ID,
    body: json({
      message: 'invalid request',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'lineItems',
              description: 'must not be empty',
              violatedRule: 'REQUIRED_FIELD',
              data: {},
            },
            { field: 'lineItemIds', description: 'bad', violatedRule: 'FORMAT', data: {} },
          ],
        },
      },
    }),
  },
  '/application': {
    status: 400,
    headers: ID,
    body: json({
      message: 'Coupon refused',
      details: {
        applicationError: {
          code: 'COUPON_EXPIRED',
          description: 'The coupon SAVE10 has expired',
          data: { code: 'SAVE10' },
        },
      },
    }),
  },
  '/same-text': {
    status: 404,
    headers: ID,
    body: json({
      message: 'No cart',
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'No cart', data: {} } },
    }),
  },
  '/forbidden': { status: 403, statusText: 'Forbidden', headers: { 'x-wix-request-id': 'req-43' } },
  '/forbidden-said': {
    status: 403,
    statusText: 'Forbidden',
    headers: ID,
    body: json({ message: 'Not for visitors', details: {} }),
  },
  '/bare-500': {
    status: 500,
    statusText: 'Internal Server Error',
    headers: ID,
    body: json({ message: 'x' }),
  },
  '/gateway': { status: 502, statusText: 'Bad Gateway', body: '<html>502</html>' },
  '/app-500': {
    status: 500,
    headers: ID,
    body: json({ message: 'Failed', details: { applicationError: { code: 'TAX_DOWN' } } }),
  },
  '/created': { status: 201, statusText: 'Created', body: '{}' },
  '/empty-200': { status: 200, headers: { 'x-wix-request-id': 'req-44' }, body: '' },
  '/ok': { status: 200, body: json({ fine: true }) },
  '/gone': { status: 0, drop: true },
  '/oauth2/token': {
    status: 400,
    statusText: 'Bad Request',
    headers: { 'x-wix-request-id': 'req-45' },
    body: json({ error: 'invalid_grant' }),
  },
});

const platform = resolvePlatform();
const get = (path: string) => send(server.url, platform, { method: 'GET', path });

describe('turning failures into typed errors (protocol §3.2, spec §8)', () => {
  it('reports field violations as INVALID_ARGUMENT sorted by field', async () => {
    const error = await get('/validation').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(DropcartError);
    const e = error as ApiError;
    expect(e.message).toBe('INVALID_ARGUMENT: "lineItemIds" bad, "lineItems" must not be empty');
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.name).toBe('ApiError');
    expect(e.status).toBe(400);
    expect(e.requestId).toBe('req-42');
    expect(e.details.validationError?.fieldViolations.map((v) => v.field)).toEqual([
      'lineItemIds',
      'lineItems',
    ]);
    expect(e.details.requestId).toBe('req-42');
  });

  it('reports application errors as message plus description, with code and data', async () => {
    const e = (await get('/application').catch((x: unknown) => x)) as ApiError;
    expect(e.message).toBe('Coupon refused: The coupon SAVE10 has expired');
    expect(e.code).toBe('COUPON_EXPIRED');
    expect(e.details.applicationError).toEqual({
      code: 'COUPON_EXPIRED',
      description: 'The coupon SAVE10 has expired',
      data: { code: 'SAVE10' },
    });
  });

  it('does not repeat a description equal to the message', async () => {
    const e = (await get('/same-text').catch((x: unknown) => x)) as ApiError;
    expect(e.message).toBe('No cart');
    expect(e.code).toBe('OWNED_CART_NOT_FOUND');
    expect(e.status).toBe(404);
  });

  it('describes a bare 4xx by its status text', async () => {
    const e = (await get('/forbidden').catch((x: unknown) => x)) as ApiError;
    expect(isApiError(e)).toBe(true);
    expect(e.message).toBe('Forbidden');
    expect(e.code).toBe('FORBIDDEN');
    expect(e.details.applicationError?.description).toBe('Forbidden');
    expect(e.requestId).toBe('req-43');
  });

  it('describes a 4xx without an application error by its status text, whatever its message', async () => {
    const e = (await get('/forbidden-said').catch((x: unknown) => x)) as ApiError;
    expect(e.message).toBe('Not for visitors: Forbidden');
    expect(e.details.applicationError).toEqual({ code: 'FORBIDDEN', description: 'Forbidden', data: {} });
  });

  it('reports a 5xx that says nothing as "System error occurred" with the request id and status', async () => {
    const e = (await get('/bare-500').catch((x: unknown) => x)) as SystemError;
    expect(isSystemError(e)).toBe(true);
    expect(e.message).toBe('System error occurred, request-id: req-42');
    expect(e).toMatchObject({ status: 500, requestId: 'req-42', outcomeUnknown: false });
    // a change that met it may have been applied: the caller reads back before repeating it
    const post = await send(server.url, platform, { method: 'POST', path: '/gateway' }).catch(
      (x: unknown) => x,
    );
    expect(post).toMatchObject({ name: 'SystemError', status: 502, code: 'OUTCOME_UNKNOWN' });
    expect((post as SystemError).message).toMatch(/^System error occurred: "Bad Gateway"/);
  });

  it('keeps a 5xx with an application error an ApiError, its description the status text when absent', async () => {
    const e = (await get('/app-500').catch((x: unknown) => x)) as ApiError;
    expect(isApiError(e)).toBe(true);
    expect(e.message).toBe('Failed: Internal Server Error');
    expect(e.details.applicationError).toEqual({
      code: 'TAX_DOWN',
      description: 'Internal Server Error',
      data: {},
    });
  });

  it('treats any status but 200 as a failure, 201 included (neither 4xx nor explained: a system error)', async () => {
    const e = (await get('/created').catch((x: unknown) => x)) as SystemError;
    expect(e).toBeInstanceOf(SystemError);
    expect(e.status).toBe(201);
  });

  it('reports a 200 without JSON as a system error with the request id', async () => {
    const e = (await get('/empty-200').catch((x: unknown) => x)) as SystemError;
    expect(isSystemError(e)).toBe(true);
    expect(e.message).toBe('System error occurred, request-id: req-44');
    expect(e.code).toBe('UNKNOWN');
    expect(e.cause).toBeInstanceOf(SyntaxError);
  });

  it('reports a dropped connection as a system error', async () => {
    const e = (await get('/gone').catch((x: unknown) => x)) as SystemError;
    expect(e).toBeInstanceOf(SystemError);
    expect(e.message).toMatch(/^System error occurred: /);
  });

  it('returns the JSON of a 200', async () => {
    expect(await get('/ok')).toEqual({ fine: true });
  });

  it('rethrows the abort reason when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(
      send(server.url, platform, { method: 'GET', path: '/ok', signal: controller.signal }),
    ).rejects.toThrow('stop');
  });

  it('reports a refused token request with status text, request id and body', async () => {
    const e = (await requestTokens(server.url, platform, { clientId: 'c', grantType: 'anonymous' }).catch(
      (x: unknown) => x,
    )) as TokenRequestError;
    expect(isTokenRequestError(e)).toBe(true);
    expect(e.message).toBe(
      'Failed to fetch tokens from OAuth API: Bad Request. request id: req-45. Response: {"error":"invalid_grant"}',
    );
    expect(e.status).toBe(400);
  });
});

describe('request shape', () => {
  it('sends Content-Type only with a body, and the raw token as Authorization', async () => {
    const before = server.seen.length;
    await send(server.url, platform, {
      method: 'GET',
      path: '/ok',
      authorization: 'tok-1',
      payload: { id: 'x' },
    });
    await send(server.url, platform, {
      method: 'POST',
      path: '/ok',
      authorization: 'tok-1',
      payload: { a: 1 },
    });
    await send(server.url, platform, { method: 'DELETE', path: '/ok', authorization: 'tok-1' });
    const [g, p, d] = server.seen.slice(before);
    expect(g?.url).toBe('/ok?id=x');
    expect(g?.headers['content-type']).toBeUndefined();
    expect(g?.headers.authorization).toBe('tok-1');
    expect(p?.headers['content-type']).toBe('application/json');
    expect(p?.body).toBe('{"a":1}');
    expect(d?.headers['content-type']).toBeUndefined();
    expect(d?.body).toBe('');
  });

  it('switches a query GET over 4000 characters to POST with the JSON body, only where allowed', async () => {
    const before = server.seen.length;
    const payload = {
      query: { filter: { id: { $in: Array.from({ length: 150 }, (_, i) => `product-id-${i}-abcdefghij`) } } },
    };
    await send(server.url, platform, {
      method: 'GET',
      path: '/ok',
      payload,
      complex: true,
      postFallback: true,
    });
    await send(server.url, platform, {
      method: 'GET',
      path: '/ok',
      payload: { query: { filter: { a: 1 } } },
      complex: true,
      postFallback: true,
    });
    const [long, short] = server.seen.slice(before);
    expect(long?.method).toBe('POST');
    expect(long?.url).toBe('/ok');
    expect(JSON.parse(long?.body ?? '')).toEqual(payload);
    expect(short?.method).toBe('GET');
    expect(short?.url.startsWith('/ok?.r=')).toBe(true);
  });
});
