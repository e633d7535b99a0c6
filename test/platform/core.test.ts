import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Timers } from '../../demo/platform/index.ts';
import { realTimers } from '../../demo/platform/platform.ts';
import { emulatorFetch, startTestPlatform, usePlatform } from '../support/platform.ts';

const platform = usePlatform();
const api = (path: string, init?: RequestInit) => emulatorFetch(platform.current.url, path, init);

describe('emulator protocol rules', () => {
  it('answers an unknown path with the applicationError shape and a request id', async () => {
    const res = await api('/nowhere/v1/things');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await res.json();
    expect(body.details.applicationError).toMatchObject({ code: 'NOT_FOUND', data: {} });
    expect(body.message).toContain('/nowhere/v1/things');
  });

  it('answers a known path with the wrong method with 405 naming the allowed ones', async () => {
    const res = await api('/_emulator/health', { method: 'PATCH' });
    expect(res.status).toBe(405);
    expect((await res.json()).message).toContain('use GET');
  });

  it('rejects malformed JSON and non-object bodies as field violations on body', async () => {
    for (const body of ['{"broken":', '[1,2]', '"text"']) {
      const res = await api('/_emulator/faults', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      const [violation] = (await res.json()).details.validationError.fieldViolations;
      expect(violation).toMatchObject({ field: 'body', violatedRule: 'FORMAT', data: {} });
    }
  });

  it('refuses a body over 1 MiB with 413 before parsing it', async () => {
    const res = await api('/_emulator/faults', { method: 'POST', body: `{"x":"${'a'.repeat(1_100_000)}"}` });
    expect(res.status).toBe(413);
    expect((await res.json()).details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('allows CORS preflight from localhost origins with the Authorization header, and not from others', async () => {
    const allowed = await api('/ecom/v1/carts/current', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'authorization' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const refused = await api('/ecom/v1/carts/current', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const lookalike = await api('/_emulator/health', {
      headers: { origin: 'http://localhost.evil.example:80' },
    });
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('emulator fault injection', () => {
  it('answers a faulted route with the given status, counts it, and retires a rule after `times`', async () => {
    await api('/_emulator/faults', {
      method: 'POST',
      body: JSON.stringify({ rules: [{ pathPrefix: '/nowhere', status: 502, times: 1 }] }),
    });
    expect((await api('/nowhere')).status).toBe(502);
    expect((await api('/nowhere')).status).toBe(404);
    const settings = await (await api('/_emulator/faults')).json();
    expect(settings.injected).toBeGreaterThanOrEqual(1);
    await api('/_emulator/faults', { method: 'DELETE' });
  });

  it('drops a connection so the caller sees a network failure', async () => {
    platform.current.faults.set({ rules: [{ pathPrefix: '/dropped', drop: true, times: 1 }] });
    await expect(api('/dropped')).rejects.toThrow(TypeError);
    platform.current.faults.reset();
  });

  it('holds answers for the latency but never the control endpoints', async () => {
    // The latency runs on the emulator's timers: these hold it until the test lets it go.
    const asked: number[] = [];
    let release = () => {};
    const timers: Timers = {
      ...realTimers,
      setTimeout: (callback, ms) => {
        asked.push(ms);
        release = callback;
      },
    };
    const slow = await startTestPlatform({ timers, faults: { latencyMs: 150 } });
    try {
      let answered = false;
      const held = fetch(`${slow.url}/nowhere`).then((res) => {
        answered = true;
        return res;
      });
      // The control endpoint answers at once, while the other is still held.
      while (asked.length === 0) expect((await fetch(`${slow.url}/_emulator/health`)).status).toBe(200);
      expect(asked).toEqual([150]);
      expect(answered).toBe(false);
      release();
      expect((await held).status).toBe(404);
      expect(asked).toEqual([150]);
    } finally {
      await slow.close();
    }
  });
});

describe('emulator state and start-up', () => {
  // Three emulators start one after another: no time is asserted, the limit only catches a hang.
  it('keeps the outbox across a restart on the same data directory, and forgets it with reset', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dropcart-state-'));
    const first = await startTestPlatform({ dataDir });
    first.platform.sendMail({ to: 'a@example.com', subject: 'Hi', text: 'Hello', data: {} });
    await first.close();
    const second = await startTestPlatform({ dataDir });
    expect(second.outbox()).toEqual([{ to: 'a@example.com', subject: 'Hi', text: 'Hello', data: {} }]);
    await second.close();
    const third = await startTestPlatform({ dataDir, reset: true });
    expect(third.outbox()).toEqual([]);
    await third.close();
  }, 30_000);

  it('`npm run platform` prints the address it listens on and the control token of this run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dropcart-cli-'));
    // The same command as `npm run platform`, without npm in between so that the signal reaches it.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'demo/platform/main.ts', '--port', '0', '--data', dataDir, '--host', 'shop.test'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const printed = await new Promise<string>((resolve) => {
      let seen = '';
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (/mail outbox: .*\n/.test(seen)) resolve(seen);
      });
    });
    const [listening, tokenLine, outboxLine] = printed.split('\n');
    expect(listening).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    const url = listening!.replace('listening on ', '');
    expect(tokenLine).toMatch(/^control token: [\w-]{32}$/);
    const token = tokenLine!.replace('control token: ', '');
    expect(outboxLine).toBe(`mail outbox: ${url}/_emulator/outbox.html?token=${token}`);
    expect(await (await fetch(`${url}/_emulator/health`)).json()).toEqual({ ok: true });
    expect((await fetch(`${url}/_emulator/outbox`)).status).toBe(401);
    expect((await fetch(`${url}/_emulator/outbox`, { headers: { 'x-emulator-token': token } })).status).toBe(
      200,
    );
    expect((await fetch(`${url}/_emulator/outbox.html?token=${token}`)).status).toBe(200);
    // --host names another host it answers; any other name is refused.
    const port = new URL(url).port;
    const hostStatus = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request(`${url}/_emulator/health`, { headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await hostStatus(`shop.test:${port}`)).toBe(200);
    expect(await hostStatus(`elsewhere.test:${port}`)).toBe(421);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 20_000);
});

describe('emulator mail outbox', () => {
  it('shows mail as a readable page, with markup in a mail shown as text', async () => {
    platform.current.platform.sendMail({
      to: 'eve@example.com',
      subject: 'Your code <b>123456</b>',
      text: 'Code: 123456',
      data: { code: '123456' },
    });
    const res = await api('/_emulator/outbox.html');
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('Your code &#60;b&#62;123456&#60;/b&#62;');
    expect(page).toContain('Code: 123456');
    const { mails } = await (await api('/_emulator/outbox')).json();
    expect(mails.at(-1).data).toEqual({ code: '123456' });
  });
});

describe('emulator request bodies', () => {
  it('reads a plain HTML form post as an object of its fields', async () => {
    const res = await api('/_emulator/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'latencyMs=0&errorRate=0',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ latencyMs: '0', errorRate: '0' });
    platform.current.faults.reset();
  });
});
