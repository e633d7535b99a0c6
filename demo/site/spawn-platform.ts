import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface SpawnedPlatform {
  url: string;
  /** The token its control endpoints want (`control token: …`, printed at start). */
  controlToken: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the emulator as its own process, exactly as `npm run platform` does, and resolves with the
 * address and the control token it prints. The site never imports the emulator's code: it talks to it over HTTP like a host.
 */
export function spawnPlatform(args: string[]): Promise<SpawnedPlatform> {
  const main = resolve(import.meta.dirname, '../platform/main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    child.once('exit', (code) =>
      reject(new Error(`the emulator exited with code ${code} before it listened`)),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /listening on (\S+)\n(?:.*\n)*?control token: (\S+)\n/.exec(seen);
      if (!match) return;
      child.removeAllListeners('exit');
      child.stdout!.removeAllListeners('data');
      child.stdout!.pipe(process.stdout);
      resolvePromise({
        url: match[1]!,
        controlToken: match[2]!,
        child,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
