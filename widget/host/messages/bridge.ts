import {
  type EventEnvelope,
  PROTOCOL_VERSION,
  parseRequest,
  type RequestEnvelope,
  type RequestType,
  type ResultEnvelope,
  serializeError,
  withoutSecrets,
} from './envelope.ts';

/** The part of the widget's API that frames may reach. */
export type BridgedApi = { [K in RequestType]: (payload?: never) => Promise<unknown> } & {
  on(event: string, listener: (detail: unknown) => void): void;
  off(event: string, listener: (detail: unknown) => void): void;
};

export interface MessageBridgeOptions {
  api: BridgedApi;
  /** Exact origins (scheme, host and port) whose frames may use the API; nothing else is read. */
  allowedOrigins: readonly string[];
  /** @default globalThis.window */
  window?: Window;
  /** Logs ignored messages to the console. @default false */
  debug?: boolean;
  /** Messages that arrived while the bridge's code loaded (when-asked.ts): each is handled first, in order. */
  pending?: readonly MessageEvent[];
}

interface Subscriber {
  source: MessageEventSource;
  origin: string;
  listeners: Map<string, (detail: unknown) => void>;
}

/**
 * Whether `source` is in this tab's frame tree (this page, a frame in it, or a frame of the same top-level
 * page): frames are the page's choice (its markup, its CSP `frame-src`); a popup, or the window that opened
 * this one, is any page of that origin the shopper happens to have open beside it. A cross-origin window's
 * `top` is readable; a port or worker has none.
 */
function inThisTab(source: MessageEventSource, win: Window): boolean {
  try {
    const top = (source as Window).top;
    return top !== null && top !== undefined && top === win.top;
  } catch {
    return false;
  }
}

/**
 * Answers requests from frames on allowed origins (never popups or openers: `inThisTab`) and forwards subscribed events to them. Replies and
 * events are posted to the exact origin of the frame that asked, never to `'*'`.
 */
export function createMessageBridge({
  api,
  allowedOrigins,
  window: win = window,
  debug = false,
  pending = [],
}: MessageBridgeOptions) {
  const allowed = new Set(allowedOrigins);
  const subscribers: Subscriber[] = [];

  const post = (source: MessageEventSource, origin: string, message: ResultEnvelope | EventEnvelope) => {
    try {
      (source as Window).postMessage(message, origin);
    } catch (error) {
      // A frame that navigated away or closed: nothing to tell, and nothing may throw into the host.
      if (debug) console.info('[dropcart] could not answer a frame', error);
    }
  };

  const subscriberFor = (source: MessageEventSource, origin: string): Subscriber => {
    let subscriber = subscribers.find((s) => s.source === source && s.origin === origin);
    if (!subscriber) {
      subscriber = { source, origin, listeners: new Map() };
      subscribers.push(subscriber);
    }
    return subscriber;
  };

  async function run(request: RequestEnvelope, source: MessageEventSource, origin: string): Promise<unknown> {
    // The frame helper's handshake: it repeats this until a host widget answers, then sends its calls.
    if (request.type === 'hello') return { dropcart: PROTOCOL_VERSION };
    if (request.type === 'subscribe' || request.type === 'unsubscribe') {
      const event = request.payload as string;
      const subscriber = subscriberFor(source, origin);
      const existing = subscriber.listeners.get(event);
      if (request.type === 'subscribe' && !existing) {
        const listener = (detail: unknown) =>
          post(source, origin, {
            dropcart: PROTOCOL_VERSION,
            type: 'event',
            event,
            detail: withoutSecrets(detail),
          });
        subscriber.listeners.set(event, listener);
        api.on(event, listener);
      } else if (request.type === 'unsubscribe' && existing) {
        api.off(event, existing);
        subscriber.listeners.delete(event);
      }
      return { subscribed: request.type === 'subscribe' };
    }
    const method = api[request.type] as (payload?: unknown) => Promise<unknown>;
    return method.call(api, request.payload);
  }

  const onMessage = (event: MessageEvent) => {
    const ours = typeof event.data === 'object' && event.data !== null && 'dropcart' in event.data;
    if (!allowed.has(event.origin) || !event.source) {
      if (debug && ours)
        console.info(
          `[dropcart] ignored a message from ${event.origin}: that origin is not in data-allowed-origins`,
        );
      return;
    }
    if (!inThisTab(event.source, win)) {
      if (ours)
        console.warn(
          `[dropcart] ignored a message from a window of ${event.origin} that is not a frame of this page (a popup, or the window that opened it): the postMessage API answers frames only`,
        );
      return;
    }
    const source = event.source;
    const parsed = parseRequest(event.data);
    if (parsed.kind === 'foreign') return;
    if (parsed.kind === 'invalid') {
      post(source, event.origin, {
        dropcart: PROTOCOL_VERSION,
        id: parsed.id,
        type: 'result',
        ok: false,
        error: parsed.error,
      });
      return;
    }
    const { request } = parsed;
    run(request, source, event.origin).then(
      (payload) =>
        post(source, event.origin, {
          dropcart: PROTOCOL_VERSION,
          id: request.id,
          type: 'result',
          ok: true,
          payload: withoutSecrets(payload),
        }),
      (error: unknown) =>
        post(source, event.origin, {
          dropcart: PROTOCOL_VERSION,
          id: request.id,
          type: 'result',
          ok: false,
          error: serializeError(error),
        }),
    );
  };

  win.addEventListener('message', onMessage);
  for (const event of pending) onMessage(event);
  return {
    destroy() {
      win.removeEventListener('message', onMessage);
      for (const subscriber of subscribers.splice(0))
        for (const [event, listener] of subscriber.listeners) api.off(event, listener);
    },
  };
}
