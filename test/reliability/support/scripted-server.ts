// A real HTTP server that answers each request to a path with the next answer of its script (the last
// one repeats). The emulator cannot send a Retry-After header, so 429/503 with Retry-After are played here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export function useScriptedServer() {
  const scripts = new Map<string, ScriptedAnswer[]>();
  const holder = {
    url: '',
    /** Arrival times (ms since the epoch) of the requests per path. */
    arrivals: new Map<string, number[]>(),
    script(path: string, ...answers: ScriptedAnswer[]) {
      scripts.set(path, answers);
      holder.arrivals.set(path, []);
    },
  };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      req.resume();
      req.on('end', () => {
        holder.arrivals.get(path)?.push(Date.now());
        const answers = scripts.get(path) ?? [];
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        if (!answer) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body ?? {}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return holder;
}
