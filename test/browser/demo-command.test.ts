// README: `npm run demo -- --port <site> --api-port <emulator>` moves the demo's two ports. Run as written
// (with --skip-build: the test run built it already), until it prints where the store is, then stopped.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
let demo: ChildProcess | undefined;

afterAll(async () => {
  if (!demo?.pid || demo.exitCode !== null) return;
  const exited = new Promise((done) => demo?.once('exit', done));
  process.kill(-demo.pid, 'SIGTERM');
  await exited;
});

it('moves the demo store and its emulator to the ports given', async () => {
  // Ports 0: the system picks free ones, so the test never meets a port in use; the options are the ones
  // the README names.
  demo = spawn('npm', ['run', 'demo', '--', '--port', '0', '--api-port', '0', '--skip-build'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const printed = await new Promise<string>((done, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/platform emulator:\s+\S+/.test(output)) done(output);
    };
    demo?.stdout?.on('data', read);
    demo?.stderr?.on('data', read);
    demo?.once('exit', (code) => fail(new Error(`npm run demo exited (${code}):\n${output}`)));
  });
  const store = /dropcart demo store:\s+(\S+)/.exec(printed)?.[1];
  const emulator = /platform emulator:\s+(\S+)/.exec(printed)?.[1];
  expect(store).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/$/);
  expect(emulator).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const page = await fetch(store ?? '');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('data-client-id="demo"');
  expect((await fetch(`${emulator}/_emulator/health`)).status).toBe(200);
});
