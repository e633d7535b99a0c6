// Answers compressed as the platform and any CDN send them: brotli or gzip, as the request's
// Accept-Encoding allows, for text types above a small size (below it the headers cost more than they
// save). `vary: accept-encoding` tells caches the answer depends on it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies smaller than this go as they are (what CDNs do for tiny answers). */
export const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when accepted, else gzip, else none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/**
 * `body` encoded for a request with `acceptEncoding`, with the headers to add; unchanged (no headers but
 * `vary`) when the type is not text, the body is small or the request accepts neither encoding.
 */
export function compressBody(
  acceptEncoding: string | string[] | undefined,
  contentType: string | undefined,
  body: string | Buffer,
): { body: string | Buffer; headers: Record<string, string> } {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (!contentType || !COMPRESSIBLE.test(contentType)) return { body, headers: {} };
  const encoding = bytes >= MIN_COMPRESSED_BYTES ? chooseEncoding(acceptEncoding) : undefined;
  if (!encoding) return { body, headers: { vary: 'accept-encoding' } };
  const encoded =
    encoding === 'br'
      ? // Quality 5: what CDNs use for answers compressed as they go (11 is for files compressed once).
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 });
  return { body: encoded, headers: { 'content-encoding': encoding, vary: 'accept-encoding' } };
}
