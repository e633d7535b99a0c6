// The emulator and the demo's static server compress their answers as the platform and any CDN do:
// brotli or gzip per Accept-Encoding, text types only, small answers as they are.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, MIN_COMPRESSED_BYTES } from '../../../demo/platform/http/compress.ts';
import { type SiteServer, startSiteServer } from '../../../demo/site/server.ts';
import { usePlatform } from '../../support/platform.ts';

const platform = usePlatform();

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request as sent (no client decoding), with the headers given. */
function raw(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decoded = (answer: Raw) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body).toString('utf8')
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body).toString('utf8')
      : answer.body.toString('utf8');

/** A products query of the seeded catalog: a large JSON answer, as the widget's buttons ask it. */
async function productsQuery(acceptEncoding: string): Promise<Raw> {
  const token = (await (
    await fetch(`${platform.current.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'demo', grantType: 'anonymous' }),
    })
  ).json()) as { access_token: string };
  return raw(
    `${platform.current.url}/stores/v3/products/query`,
    {
      authorization: token.access_token,
      'content-type': 'application/json',
      'accept-encoding': acceptEncoding,
    },
    'POST',
    JSON.stringify({ query: { cursorPaging: { limit: 100 } } }),
  );
}

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    ['*', 'br'],
  ])('"%s" is answered with %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('the emulator', () => {
  it.each(['br', 'gzip'])('answers a large JSON body in %s, the same JSON once decoded', async (encoding) => {
    const plain = await productsQuery('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const packed = await productsQuery(encoding);
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    const products = (text: string) => (JSON.parse(text) as { products: Array<{ id: string }> }).products;
    expect(products(decoded(packed)).map((p) => p.id)).toEqual(products(decoded(plain)).map((p) => p.id));
  });

  it('answers a small body and an error as they are', async () => {
    const answer = await raw(`${platform.current.url}/ecom/v2/carts/current`, {
      'accept-encoding': 'br, gzip',
    });
    expect(answer.status).toBe(401);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(answer))).toHaveProperty('message');
  });
});

describe('the demo’s static server', () => {
  let site: SiteServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dropcart-compression-'));
    mkdirSync(join(dist, 'site'));
    writeFileSync(
      join(dist, 'loader.js'),
      `/* a script */\n${'console.log("a line of script");\n'.repeat(200)}`,
    );
    writeFileSync(
      join(dist, 'site', 'index.html'),
      `<!doctype html><title>Shop</title>${'<p>A product</p>'.repeat(200)}`,
    );
    site = await startSiteServer({ api: platform.current.url, distDir: dist });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/dropcart/loader.js', 'br, gzip', 'br'],
    ['/', 'gzip', 'gzip'],
  ])('serves %s compressed (%s → %s)', async (path, accept, encoding) => {
    const answer = await raw(`${site.url}${path}`, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    const plain = await raw(`${site.url}${path}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(answer)).toBe(plain.body.toString('utf8'));
  });

  it('answers the browser’s icon request with no content, not a 404 for the console', async () => {
    expect((await raw(`${site.url}/favicon.ico`, {})).status).toBe(204);
  });
});
