// `GET /_emulator/events`: the same envelopes as the webhooks, as server-sent events (JSON, not JWT). A
// browser (no control token) gets the events every visitor may see (public.ts); the store's own tools, with
// the token (http/guard.ts), get them all. The last events are kept so that a client reconnecting with
// `Last-Event-ID` (or `?since=<id>`) misses nothing.
import type { ServerResponse } from 'node:http';
import type { RequestContext, Route } from '../http/router.ts';
import type { Timers } from '../platform.ts';
import type { EventEnvelope } from './types.ts';

/** Events kept for clients that reconnect. */
const REPLAY_SIZE = 200;
/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;

export class EventStream {
  /** Each open stream, and whether it may read every event (it carries the control token). */
  private readonly clients = new Map<ServerResponse, { all: boolean }>();
  private readonly recent: Array<{ id: number; envelope: EventEnvelope; open: boolean }> = [];
  private nextId = 1;

  constructor(private readonly timers: Timers) {}

  /** `open`: every visitor may read it (public.ts); else only streams with the control token get it. */
  publish(envelope: EventEnvelope, open: boolean): void {
    const entry = { id: this.nextId++, envelope, open };
    this.recent.push(entry);
    if (this.recent.length > REPLAY_SIZE) this.recent.shift();
    for (const [res, { all }] of this.clients) if (open || all) write(res, entry.id, envelope);
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
        const all = ctx.controlAccess;
        if (Number.isFinite(since))
          for (const e of this.recent) if (e.id > since && (e.open || all)) write(res, e.id, e.envelope);
        this.clients.set(res, { all });
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
