// A static file server on localhost for the package tests' pages (a built app, a CDN-like path).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface Served {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `routes` (URL prefix → folder) and `pages` (path → HTML). `headers` go on every file, e.g. the
 * CORS header a CDN sends.
 */
export async function serve(
  routes: Record<string, string>,
  pages: Record<string, string> = {},
  headers: OutgoingHttpHeaders = {},
): Promise<Served> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const page = pages[path];
    if (page !== undefined) return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    for (const [prefix, dir] of Object.entries(routes)) {
      if (!path.startsWith(prefix)) continue;
      let file = normalize(join(dir, path.slice(prefix.length)));
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!file.startsWith(dir) || !existsSync(file)) break;
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers });
      return void res.end(readFileSync(file));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    // localhost, as a store's own site in development: an allowed origin of the emulator's client `demo`.
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
