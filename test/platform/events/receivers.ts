// Test receivers for the emulator's events: a local HTTP server standing in for a webhook endpoint, and
// a reader of the `/_emulator/events` stream.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EventEnvelope {
  data: string;
  instanceId: string;
  eventType: string;
  identity?: string;
  accountInfo: { siteId: string };
}

/** Something that receives things over time and can say when the next one has come. */
export interface Arrivals {
  /** Resolves when the next thing has arrived. */
  arrival(): Promise<void>;
}

/** Tells every waiter at each arrival. */
function arrivals(): Arrivals & { arrived(): void } {
  let waiters: Array<() => void> = [];
  return {
    arrival: () => new Promise<void>((resolve) => waiters.push(resolve)),
    arrived() {
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    },
  };
}

/**
 * What `find` picks from `list`, as soon as it is there: checked now and again at each arrival, never on a
 * clock of its own (a busy machine delivers late, not never; the test's own timeout is the limit).
 */
export async function waitFor<T, R>(
  source: Arrivals,
  list: () => T[],
  find: (items: T[]) => R | undefined,
): Promise<R> {
  for (;;) {
    const found = find(list());
    if (found !== undefined) return found;
    await source.arrival();
  }
}

export interface WebhookReceiver extends Arrivals {
  url: string;
  /** The raw request bodies (JWTs) received so far. */
  bodies: string[];
  contentTypes: string[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const bodies: string[] = [];
  const contentTypes: string[] = [];
  const news = arrivals();
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => {
      bodies.push(text);
      contentTypes.push(req.headers['content-type'] ?? '');
      res.writeHead(200).end('{}');
      news.arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    bodies,
    contentTypes,
    arrival: news.arrival,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface StreamReader extends Arrivals {
  events: Array<{ id: string; envelope: EventEnvelope }>;
  status: number;
  headers: Headers;
  close(): void;
}

/** Opens the SSE stream and collects its events until `close()`. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamReader['events'] = [];
  const news = arrivals();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data) events.push({ id, envelope: JSON.parse(data) as EventEnvelope });
          end = buffer.indexOf('\n\n');
        }
        news.arrived();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    status: response.status,
    headers: response.headers,
    arrival: news.arrival,
    close: () => controller.abort(),
  };
}
