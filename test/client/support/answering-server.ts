// A tiny real HTTP server for the error-conversion tests: each path answers one fixed status and body,
// so the client's handling of every failure shape runs over real HTTP without touching the emulator.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface Answer {
  status: number;
  statusText?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Destroy the socket instead of answering. */
  drop?: boolean;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function useAnsweringServer(answers: Record<string, Answer>) {
  const holder = { url: '', seen: [] as SeenRequest[] };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        holder.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const answer = answers[(req.url ?? '').split('?')[0] ?? ''];
        if (!answer || answer.drop) {
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.status, answer.statusText, answer.headers ?? {});
        res.end(answer.body ?? '');
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
