// `GET /_emulator/events`: the same envelopes as the webhooks, as server-sent events (JSON, not JWT), for
// browsers. The last events are kept so that a client reconnecting with `Last-Event-ID` (or `?since=<id>`)
// misses nothing.
import type { ServerResponse } from 'node:http';
import type { RequestContext, Route } from '../http/router.ts';
import type { Timers } from '../platform.ts';
import type { EventEnvelope } from './types.ts';

/** Events kept for clients that reconnect. */
const REPLAY_SIZE = 200;
/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;

export class EventStream {
  private readonly clients = new Set<ServerResponse>();
  private readonly recent: Array<{ id: number; envelope: EventEnvelope }> = [];
  private nextId = 1;

  constructor(private readonly timers: Timers) {}

  publish(envelope: EventEnvelope): void {
    const entry = { id: this.nextId++, envelope };
    this.recent.push(entry);
    if (this.recent.length > REPLAY_SIZE) this.recent.shift();
    for (const res of this.clients) write(res, entry.id, envelope);
  }

  route(): Route {
    return {
      method: 'GET',
      path: '/_emulator/events',
      handler: (ctx: RequestContext) => {
        const res = ctx.res;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
        });
        res.write('retry: 1000\n\n');
        const since = Number(ctx.headers['last-event-id'] ?? ctx.query.get('since') ?? Number.NaN);
        if (Number.isFinite(since))
          for (const e of this.recent) if (e.id > since) write(res, e.id, e.envelope);
        this.clients.add(res);
        const ping = this.timers.setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        // The response closes when the browser goes away (the request itself may close much earlier).
        res.on('close', () => {
          this.timers.clearInterval(ping);
          this.clients.delete(res);
        });
        return { raw: true, status: 200, handled: true };
      },
    };
  }
}

function write(res: ServerResponse, id: number, envelope: EventEnvelope): void {
  // Unnamed events, so that `EventSource.onmessage` sees them all; the type is inside the envelope.
  res.write(`id: ${id}\ndata: ${JSON.stringify(envelope)}\n\n`);
}
