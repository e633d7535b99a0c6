// The attack of issue 30 #6: a web page rebinds its own name to 127.0.0.1 and reads the emulator as its
// own origin (its name in the Host header); with no credentials on the control endpoints it read the
// member list, asked for a password reset, took the link from the outbox and set a new password. Now the
// emulator answers only the names it listens on, and its control endpoints want the token of the run.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../../../demo/platform/index.ts';
import { controlFetch, startTestPlatform, usePlatform } from '../../support/platform.ts';
import { anonymous, post } from '../auth/http.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const port = () => platform.current.port;

/** A request as the browser of a rebound page sends it: to 127.0.0.1, with the page's name as Host. */
function asHost(
  host: string,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${base()}${path}`, { method, headers: { ...headers, host } }, (res) => {
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

describe('DNS rebinding', () => {
  it('refuses a request that names another host, whatever the path', async () => {
    const rebound = `rebound.attacker.example:${port()}`;
    for (const path of [
      '/_emulator/members',
      '/_emulator/outbox',
      '/members/v1/members/my',
      '/_hosted/sign-in',
    ]) {
      const answer = await asHost(rebound, path);
      expect([path, answer.status]).toEqual([path, 421]);
      expect(answer.body).not.toContain('ada@example.com');
      expect(JSON.parse(answer.body).details.applicationError.code).toBe('HOST_NOT_ALLOWED');
    }
    // The same port on another name, and the right name on another port, are other sites.
    expect((await asHost('127.0.0.1:1', '/_emulator/health')).status).toBe(421);
  });

  it('answers the names it listens on: 127.0.0.1, localhost and [::1] with its port', async () => {
    for (const host of [
      `127.0.0.1:${port()}`,
      `localhost:${port()}`,
      `[::1]:${port()}`,
      `LOCALHOST:${port()}`,
    ])
      expect([host, (await asHost(host, '/_emulator/health')).status]).toEqual([host, 200]);
  });

  describe('with names given by the user (--host)', () => {
    let named: RunningPlatform;
    beforeAll(async () => {
      named = await startTestPlatform({ hosts: ['shop.test'] });
    });
    afterAll(() => named?.close());

    it('answers them, with its port or without, and still no other', async () => {
      const at = (host: string) =>
        new Promise<number>((resolve, reject) => {
          request(`${named.url}/_emulator/health`, { headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
            .on('error', reject)
            .end();
        });
      expect(await at(`shop.test:${named.port}`)).toBe(200);
      expect(await at('shop.test')).toBe(200);
      expect(await at(`other.test:${named.port}`)).toBe(421);
    });
  });
});

describe('the control endpoints', () => {
  it.each([
    ['GET', '/_emulator/members'],
    ['POST', '/_emulator/members/0a6a1c1e-0000-4000-8000-00000000ada1/approve'],
    ['GET', '/_emulator/outbox'],
    ['GET', '/_emulator/outbox.html'],
    ['DELETE', '/_emulator/outbox'],
    ['GET', '/_emulator/faults'],
    ['POST', '/_emulator/faults'],
    ['DELETE', '/_emulator/faults'],
    ['POST', '/_emulator/clock'],
    ['POST', '/_emulator/stock'],
    ['GET', '/_emulator/products/classic-white-mug'],
    ['POST', '/_emulator/abandoned-carts/check'],
  ])('%s %s wants the token of the run', async (method, path) => {
    const none = await fetch(`${base()}${path}`, { method });
    expect(none.status).toBe(401);
    expect(
      ((await none.json()) as { details: { applicationError: { code: string } } }).details,
    ).toMatchObject({
      applicationError: { code: 'EMULATOR_TOKEN_REQUIRED' },
    });
    const wrong = await fetch(`${base()}${path}`, { method, headers: { 'x-emulator-token': 'guess' } });
    expect(wrong.status).toBe(401);
  });

  it('keep liveness, the webhooks’ public key and the event stream open to every browser', async () => {
    expect((await fetch(`${base()}/_emulator/health`)).status).toBe(200);
    expect((await fetch(`${base()}/_emulator/public-key`)).status).toBe(200);
    const controller = new AbortController();
    const stream = await fetch(`${base()}/_emulator/events`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    controller.abort();
  });

  it('hold the attack: a password reset asked for, its link not readable without the token', async () => {
    const visitor = await anonymous(base());
    await post(
      base(),
      '/_api/iam/recovery/v1/send-email',
      { email: 'ada@example.com', redirect: { url: 'http://localhost:5173/reset', clientId: 'demo' } },
      { authorization: visitor.access_token },
    );
    const outbox = await fetch(`${base()}/_emulator/outbox`);
    expect(outbox.status).toBe(401);
    expect(await outbox.text()).not.toContain('ada@example.com');
    // The developer's own tools (and the demo) have the token: the mail is there.
    const mails = (await (await controlFetch(base(), '/_emulator/outbox')).json()) as {
      mails: { to: string }[];
    };
    expect(mails.mails.some((mail) => mail.to === 'ada@example.com')).toBe(true);
    // The page a person opens takes it in the query.
    const page = await fetch(`${base()}/_emulator/outbox.html?token=${platform.current.controlToken}`);
    expect([page.status, (await page.text()).includes('ada@example.com')]).toEqual([200, true]);
  });
});
