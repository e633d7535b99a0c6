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

/** Waits until `find` returns something from `list`, polling; fails after `ms`. */
export async function waitFor<T, R>(
  list: () => T[],
  find: (items: T[]) => R | undefined,
  ms = 3000,
): Promise<R> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find(list());
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(`waited ${ms} ms; have ${JSON.stringify(list()).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface WebhookReceiver {
  url: string;
  /** The raw request bodies (JWTs) received so far. */
  bodies: string[];
  contentTypes: string[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const bodies: string[] = [];
  const contentTypes: string[] = [];
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
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    bodies,
    contentTypes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface StreamReader {
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
      }
    } catch {
      // aborted by close()
    }
  })();
  return { events, status: response.status, headers: response.headers, close: () => controller.abort() };
}
