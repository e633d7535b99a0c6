// The postMessage protocol between a host page running dropcart and pages in other frames.
// Every message is a plain object tagged with the protocol version, so stray messages from other
// scripts (analytics, other widgets) are told apart and ignored.
import { jsonSize } from './json-size.ts';

export const PROTOCOL_VERSION = 1;
/** Messages whose JSON is longer than this are refused with an error answer. */
export const MAX_MESSAGE_CHARS = 65_536;

/** The API methods a frame may call, each with one payload argument. */
export const REQUEST_TYPES = [
  'add',
  'setQuantity',
  'remove',
  'applyCoupon',
  'removeCoupon',
  'open',
  'close',
  'getCart',
  'getSession',
  'login',
  'logout',
  'checkout',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** A request from a frame: `{dropcart: 1, id, type, payload}`; `subscribe`/`unsubscribe` take an event name. */
export interface RequestEnvelope {
  dropcart: typeof PROTOCOL_VERSION;
  id: string;
  type: RequestType | 'subscribe' | 'unsubscribe' | 'hello';
  payload?: unknown;
}

export interface SerializedError {
  name: string;
  code: string;
  message: string;
}

export type ResultEnvelope =
  | { dropcart: typeof PROTOCOL_VERSION; id: string; type: 'result'; ok: true; payload: unknown }
  | {
      dropcart: typeof PROTOCOL_VERSION;
      id: string | null;
      type: 'result';
      ok: false;
      error: SerializedError;
    };

export interface EventEnvelope {
  dropcart: typeof PROTOCOL_VERSION;
  type: 'event';
  event: string;
  detail: unknown;
}

export type Parsed =
  | { kind: 'foreign' }
  | { kind: 'invalid'; id: string | null; error: SerializedError }
  | { kind: 'request'; request: RequestEnvelope };

const invalid = (id: string | null, code: string, message: string): Parsed => ({
  kind: 'invalid',
  id,
  error: { name: 'MessageError', code, message },
});

/**
 * Sorts one incoming `message` payload from an allowed origin. Anything without a `dropcart` field is
 * someone else's message and is ignored; a dropcart message that is wrong gets a specific error answer.
 */
export function parseRequest(data: unknown): Parsed {
  if (typeof data !== 'object' || data === null || !('dropcart' in data)) return { kind: 'foreign' };
  const message = data as Record<string, unknown>;
  // Answers and events travel the other way; one must never be answered, or two bridges would loop.
  if (message.type === 'result' || message.type === 'event') return { kind: 'foreign' };
  const id = typeof message.id === 'string' && message.id.length <= 128 ? message.id : null;
  // Counted, not written: the count stops at the limit, however large the message (json-size.ts).
  const size = jsonSize(data, MAX_MESSAGE_CHARS);
  if (size.kind === 'malformed') return invalid(id, 'MALFORMED', 'The message could not be read as JSON');
  if (size.kind === 'too-large')
    return invalid(id, 'TOO_LARGE', `Messages are limited to ${MAX_MESSAGE_CHARS} characters`);
  if (message.dropcart !== PROTOCOL_VERSION)
    return invalid(
      id,
      'UNSUPPORTED_VERSION',
      `Unsupported protocol version ${JSON.stringify(message.dropcart)}; use ${PROTOCOL_VERSION}`,
    );
  if (id === null)
    return invalid(null, 'MALFORMED', 'Every request needs a string `id` of at most 128 characters');
  const type = message.type;
  const known =
    (REQUEST_TYPES as readonly unknown[]).includes(type) ||
    type === 'subscribe' ||
    type === 'unsubscribe' ||
    type === 'hello';
  if (!known) return invalid(id, 'UNKNOWN_TYPE', `Unknown request type ${JSON.stringify(type)}`);
  if ((type === 'subscribe' || type === 'unsubscribe') && typeof message.payload !== 'string')
    return invalid(id, 'MALFORMED', `${type} takes the event name as its payload`);
  return { kind: 'request', request: message as unknown as RequestEnvelope };
}

/** Errors cross frames as plain data: name, stable code and message, never a stack or a cause. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, code: typeof code === 'string' ? code : 'ERROR', message: error.message };
  }
  return { name: 'Error', code: 'ERROR', message: String(error) };
}

const SECRET_KEY = /token|secret|password|verifier/i;

/** A deep copy without any key that could carry a credential: what crosses a frame is never a secret. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20 || typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) copy[key] = withoutSecrets(item, depth + 1);
  }
  return copy;
}
