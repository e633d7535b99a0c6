import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve } from 'node:path';
import { compressBody } from '../platform/http/compress.ts';
import { insideFolder } from '../platform/http/contained.ts';
import { PLACEHOLDER } from './html.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface SiteServerOptions {
  /** The emulator's address, written into the pages' script tag. */
  api: string;
  /** The cart generation the pages' script tag asks for (`data-cart-api`). @default 'v2' */
  cartApi?: 'v1' | 'v2';
  /** The store's catalog, named on the pages' script tag (`data-catalog`). @default none: detected */
  catalog?: 'v1' | 'v3';
  /** @default 0 (a free port) */
  port?: number;
  /** The built files: `dist/` holding `loader.js`, `widget/` and `site/`. @default the repository's dist/ */
  distDir?: string;
  /** The emulator's control token, for the pages' link to its mail outbox. */
  controlToken?: string;
}

/** The emulator's mail outbox as a person opens it: a page, so the control token comes in the query. */
export const outboxUrl = (api: string, controlToken: string | undefined): string =>
  `${api}/_emulator/outbox.html${controlToken ? `?token=${encodeURIComponent(controlToken)}` : ''}`;

export interface SiteServer {
  /** The store on `localhost`; the same server is also a second origin on `127.0.0.1`. */
  url: string;
  otherOriginUrl: string;
  close(): Promise<void>;
}

/**
 * The store's address on the same site as the platform at `api` (its host; ports do not make sites), to
 * print and open. The emulator's sign-in cookie is SameSite=Lax, as a browser that blocks third-party
 * cookies treats any platform's: the silent restore's hidden frame sees the member only on the
 * platform's own site. On `localhost` beside an emulator on `127.0.0.1` everything else works, and a
 * silent restore fails quietly.
 */
export function sameSiteUrl(site: Pick<SiteServer, 'url' | 'otherOriginUrl'>, api: string): string {
  const apiHost = new URL(api).hostname;
  return new URL(site.otherOriginUrl).hostname === apiHost ? site.otherOriginUrl : site.url;
}

/**
 * Serves the demo store like any static host: pages from `dist/site`, and the widget the way a CDN would,
 * under `/dropcart/`. The emulator's address is filled into each page as it is served.
 */
export async function startSiteServer({
  api,
  cartApi = 'v2',
  catalog,
  port = 0,
  distDir,
  controlToken,
}: SiteServerOptions): Promise<SiteServer> {
  const dist = resolve(distDir ?? resolve(import.meta.dirname, '../../dist'));
  // A CDN compresses a file once and keeps it: the widget's files, compressed per encoding, until they
  // change on disk (a rebuild). Pages are filled in per request and compressed each time.
  const compressedFiles = new Map<string, { mtimeMs: number; answer: ReturnType<typeof compressBody> }>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://placeholder');
    const host = req.headers.host ?? '';
    const listening = (server.address() as AddressInfo).port;
    const otherOrigin = host.startsWith('localhost')
      ? `http://127.0.0.1:${listening}`
      : `http://localhost:${listening}`;
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return void res.writeHead(400).end(); // a malformed escape must not throw out of the handler
    }
    // The pages have no icon: "none" rather than a 404 the browser's console reports on every page.
    if (path === '/favicon.ico') return void res.writeHead(204, { 'cache-control': 'max-age=86400' }).end();
    if (path.endsWith('/')) path += 'index.html';
    // Each part serves only its own folder: the widget's files from dist/, the pages from dist/site.
    const file = path.startsWith('/dropcart/')
      ? insideFolder(dist, `.${path.slice('/dropcart'.length)}`)
      : insideFolder(resolve(dist, 'site'), `.${path}`);
    if (!file) return void res.writeHead(403).end();
    try {
      const stats = await stat(file);
      if (!stats.isFile()) throw new Error('not a file');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const html = type.startsWith('text/html');
      // Compressed as a static host or CDN sends it (gzip or brotli, per Accept-Encoding).
      const encode = (body: Buffer | string) => compressBody(req.headers['accept-encoding'], type, body);
      let compressed: ReturnType<typeof compressBody>;
      if (html)
        compressed = encode(
          (await readFile(file, 'utf8'))
            .replaceAll(PLACEHOLDER.outbox, outboxUrl(api, controlToken))
            .replaceAll(PLACEHOLDER.api, api)
            .replaceAll(PLACEHOLDER.cartApi, cartApi)
            .replaceAll(PLACEHOLDER.catalogAttribute, catalog ? ` data-catalog="${catalog}"` : '')
            .replaceAll(PLACEHOLDER.otherOrigin, otherOrigin),
        );
      else {
        const key = `${file}\n${req.headers['accept-encoding'] ?? ''}`;
        const kept = compressedFiles.get(key);
        compressed = kept && kept.mtimeMs === stats.mtimeMs ? kept.answer : encode(await readFile(file));
        compressedFiles.set(key, { mtimeMs: stats.mtimeMs, answer: compressed });
      }
      res
        .writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...compressed.headers })
        .end(compressed.body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${path}`);
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${listening}`,
    otherOriginUrl: `http://127.0.0.1:${listening}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
