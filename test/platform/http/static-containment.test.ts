// A folder's files, and nothing beside them: a sibling whose name starts with the same letters
// (`dist-private` beside `dist`, `site-drafts` beside `site`) is outside, though its path starts with the
// folder's as text. Requests are sent as written (node:http), so `..%2f` reaches the server undecoded.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insideFolder } from '../../../demo/platform/http/contained.ts';
import { type SiteServer, startSiteServer } from '../../../demo/site/server.ts';
import { usePlatform } from '../../support/platform.ts';
import { Tab } from '../pages/browser.ts';

const platform = usePlatform();

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the demo’s static server', () => {
  let site: SiteServer;
  let parent: string;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'dropcart-contained-'));
    const dist = join(parent, 'dist');
    mkdirSync(join(dist, 'site'), { recursive: true });
    mkdirSync(join(dist, 'site-drafts'));
    mkdirSync(join(parent, 'dist-private'));
    writeFileSync(join(dist, 'loader.js'), 'console.log("the loader");');
    writeFileSync(join(dist, 'site', 'index.html'), '<!doctype html><title>Shop</title>');
    writeFileSync(join(dist, 'site-drafts', 'draft.html'), 'DRAFT');
    writeFileSync(join(parent, 'dist-private', 'secret.txt'), 'SECRET');
    site = await startSiteServer({ api: platform.current.url, distDir: dist });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves its own files', async () => {
    expect((await get(`${site.url}/dropcart/loader.js`)).body).toContain('the loader');
    expect((await get(`${site.url}/`)).body).toContain('Shop');
  });

  it.each([
    '/dropcart/..%2fdist-private%2fsecret.txt',
    '/dropcart/%2e%2e%2fdist-private%2fsecret.txt',
    '/..%2fsite-drafts%2fdraft.html',
    '/..%2f..%2fdist-private%2fsecret.txt',
  ])('refuses a sibling folder with the same first letters: %s', async (path) => {
    const answer = await get(`${site.url}${path}`);
    expect(answer.status).toBe(403);
    expect(answer.body).not.toMatch(/SECRET|DRAFT/);
  });

  it('answers a malformed escape with 400 and keeps serving', async () => {
    expect((await get(`${site.url}/%E0%A4%A`)).status).toBe(400);
    expect((await get(`${site.url}/dropcart/loader.js`)).status).toBe(200);
  });
});

describe('insideFolder', () => {
  it('compares resolved paths, not text', () => {
    expect(insideFolder('/srv/dist', 'a/b.js')).toBe('/srv/dist/a/b.js');
    expect(insideFolder('/srv/dist', '.')).toBe('/srv/dist');
    expect(insideFolder('/srv/dist', '../dist-private/x')).toBeUndefined();
    expect(insideFolder('/srv/dist', '/srv/dist-private/x')).toBeUndefined();
    expect(insideFolder('/srv/dist', '..')).toBeUndefined();
    expect(insideFolder('/srv/dist', '..foo/x')).toBe('/srv/dist/..foo/x');
  });
});

describe('the hosted pages’ `next`', () => {
  it('follows only a resolved path under /_hosted/, not one that climbs out of it', async () => {
    const tab = new Tab(platform.current.url);
    const answer = await tab.submit('/_hosted/sign-in', {
      email: 'ada@example.com',
      password: 'lovelace-1815',
      next: '/_hosted/../_emulator/outbox',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('_emulator');
  });
});
