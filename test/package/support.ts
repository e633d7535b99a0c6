// Fresh projects that install the packed tarball as a user would (`npm install <tarball>`, offline: the
// package has no dependencies of its own), and the emulator started from the installed package's bin.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface Project {
  dir: string;
  /** Runs a command in the project; throws with its output when it fails. */
  run(command: string, args: string[], env?: Record<string, string>): string;
  write(path: string, text: string): void;
  remove(): void;
}

export function freshProject(tarball: string, name: string): Project {
  const dir = mkdtempSync(join(tmpdir(), `dropcart-${name}-`));
  const project: Project = {
    dir,
    run(command, args, env = {}) {
      const result = spawnSync(command, args, {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ...env },
        timeout: 120_000,
      });
      if (result.status !== 0)
        throw new Error(
          `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
        );
      return result.stdout;
    },
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  project.write('package.json', JSON.stringify({ name: `dropcart-${name}`, private: true, type: 'module' }));
  project.run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts']);
  return project;
}

/**
 * Makes packages of this repository's node_modules (React, Vite, TypeScript…) available to the project,
 * as if installed: there is no registry to install them from here.
 */
export function linkFromRepo(project: Project, names: string[]): void {
  for (const name of names) {
    const link = join(project.dir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), link, 'dir');
  }
}

export interface Emulator {
  url: string;
  stop(): Promise<void>;
}

/**
 * `npx -p dropcart dropcart-platform --port 0`, the docs' command, in a project that installed the package,
 * until it says where it listens. In a process group of its own, so that stopping it stops npx's child too.
 */
export async function startInstalledEmulator(project: Project, args: string[] = []): Promise<Emulator> {
  const data = mkdtempSync(join(tmpdir(), 'dropcart-platform-'));
  const child: ChildProcess = spawn(
    'npx',
    ['-p', 'dropcart', 'dropcart-platform', '--port', '0', '--data', data, ...args],
    { cwd: project.dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const url = await new Promise<string>((resolvePromise, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolvePromise(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`dropcart-platform exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(data, { recursive: true, force: true });
    },
  };
}
